// A few string builders for SVG markup. Numbers are rounded so documents stay small.

export type Attrs = Record<string, string | number | undefined>;

export function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function attrs(values: Attrs): string {
  let out = '';
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    out += ` ${name}="${typeof value === 'number' ? num(value) : value}"`;
  }
  return out;
}

export function el(tag: string, values: Attrs = {}, children = ''): string {
  return children === ''
    ? `<${tag}${attrs(values)}/>`
    : `<${tag}${attrs(values)}>${children}</${tag}>`;
}

/** Builds path data from a template of commands and numbers, rounding every number. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  return strings.reduce(
    (out, part, i) => out + part + (i < values.length ? num(values[i]!) : ''),
    '',
  );
}

export function translate(x: number, y: number, scale = 1, rotate = 0): string {
  let out = `translate(${num(x)} ${num(y)})`;
  if (rotate !== 0) out += ` rotate(${num(rotate)})`;
  if (scale !== 1) out += ` scale(${num(scale)})`;
  return out;
}

/**
 * Definitions (gradients, filters, patterns) collected while drawing; each id is built once,
 * so parts can ask for the same gradient many times.
 */
export class Defs {
  private readonly entries = new Map<string, string>();

  /** Registers the definition under `id` unless present and returns `url(#id)`. */
  url(id: string, build: (id: string) => string): string {
    if (!this.entries.has(id)) this.entries.set(id, build(id));
    return `url(#${id})`;
  }

  toString(): string {
    return this.entries.size === 0 ? '' : `<defs>${[...this.entries.values()].join('')}</defs>`;
  }
}
