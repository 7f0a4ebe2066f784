// Colour arithmetic on hex strings: every tint and shade is mixed from the palette.

function channels(hex: string): [number, number, number] {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  const value = Number.parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Mixes `from` toward `to` by `amount` (0 keeps `from`, 1 gives `to`). */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  const mixed = a.map((channel, i) => Math.round(channel + (b[i]! - channel) * amount));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Perceived lightness in [0, 1]. */
export function lightness(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.3 * r + 0.59 * g + 0.11 * b) / 255;
}

/** The colour as the constant column of a colour matrix: "r  0 0 0 0 g  0 0 0 0 b". */
export function matrixColumn(hex: string): string {
  return channels(hex)
    .map((channel) => String(Math.round((channel / 255) * 1000) / 1000))
    .join('  0 0 0 0 ');
}
