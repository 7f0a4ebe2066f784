// Field builders shared by every schema. Bodies arrive as JSON or as multipart text fields, where
// booleans are 'true'/'false'/'on', numbers are strings and lists are repeated fields, JSON text
// or comma-joined text; the preprocessors here accept each form once, for every schema.

import { z } from 'zod';
import { SLUG_PATTERN } from '../rules/slug.ts';
import { splitTags } from '../rules/tags.ts';
import { formatCount } from '../rules/numbers.ts';
import { isSingleLine } from '../rules/single-line.ts';

const isAbsent = (input: unknown): boolean => input === undefined || input === null;

/** Trimmed text that must not be empty. */
export function requiredText(label: string, max: number) {
  return z
    .string({
      error: (issue) => (isAbsent(issue.input) ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${formatCount(max)} characters`);
}

/** Trimmed text that may be left out (undefined) or cleared (null and '' both give ''). */
export function optionalText(label: string, max: number) {
  return z.preprocess(
    (input) => (input === null ? '' : input),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${formatCount(max)} characters`)
      .optional(),
  );
}

const singleLineMessage = (label: string) =>
  `${label} cannot contain line breaks, control or text-direction characters`;

/** Like requiredText, for one line: a name, a title, a phone number. */
export function singleLineText(label: string, max: number) {
  return requiredText(label, max).refine(isSingleLine, singleLineMessage(label));
}

/** Like optionalText, for one line. */
export function optionalSingleLineText(label: string, max: number) {
  return z.preprocess(
    (input) => (input === null ? '' : input),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${formatCount(max)} characters`)
      .refine(isSingleLine, singleLineMessage(label))
      .optional(),
  );
}

export function emailField(label = 'Email') {
  return singleLineText(label, 254).pipe(z.email('Enter a valid email address'));
}

export const slugField = requiredText('Slug', 200).regex(
  SLUG_PATTERN,
  'Slug may only contain lowercase letters, numbers and hyphens',
);

/** A choice among fixed values, with a message naming them. */
export function oneOf<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.enum(values, {
    error: (issue) =>
      isAbsent(issue.input)
        ? `${label} is required`
        : `${label} must be one of ${values.join(', ')}`,
  });
}

const BOOLEAN_TEXT = new Map([
  ['true', true],
  ['on', true],
  ['1', true],
  ['false', false],
  ['off', false],
  ['0', false],
  ['', false],
]);

/** A checkbox: true/false, or their text forms ('on' is what an HTML checkbox sends). */
export function formBoolean(label: string) {
  return z.preprocess(
    (input) =>
      typeof input === 'string' ? (BOOLEAN_TEXT.get(input.trim().toLowerCase()) ?? input) : input,
    z.boolean({ error: `${label} must be true or false` }),
  );
}

/** Number text to a number; blank text counts as not given. */
export function numberFromText(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  const text = input.trim();
  return text === '' ? undefined : Number(text);
}

/** Like numberFromText, but blank text clears the value (null). */
function nullableNumberFromText(input: unknown): unknown {
  return typeof input === 'string' && input.trim() === '' ? null : numberFromText(input);
}

function numberOf(label: string) {
  return z.number({
    error: (issue) =>
      isAbsent(issue.input) ? `${label} is required` : `${label} must be a number`,
  });
}

const MAX_MONEY = 1_000_000;

function moneyOf(label: string) {
  return numberOf(label)
    .min(0, `${label} must be 0 or more`)
    .max(MAX_MONEY, `${label} must be at most $${formatCount(MAX_MONEY)}`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: `${label} must have at most 2 decimal places`,
    });
}

/** A required dollar amount: at least 0, at most 2 decimals. */
export function moneyField(label: string) {
  return z.preprocess(numberFromText, moneyOf(label));
}

/** A dollar amount that may be left out (undefined) or cleared (null or blank text). */
export function nullableMoneyField(label: string) {
  return z.preprocess(nullableNumberFromText, moneyOf(label).nullable().optional());
}

interface IntegerBounds {
  min: number;
  max?: number;
  /** Used when the value is left out or blank. */
  fallback?: number;
}

/** A whole number within bounds. */
export function integerField(label: string, { min, max, fallback }: IntegerBounds) {
  let integer = numberOf(label)
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be ${min} or more`);
  if (max !== undefined) integer = integer.max(max, `${label} must be ${max} or less`);
  return z.preprocess(numberFromText, fallback === undefined ? integer : integer.default(fallback));
}

/**
 * A whole number a form must give: blank text is refused ('{label} is required'), while a
 * body that leaves the field out gets the fallback.
 */
export function requiredIntegerField(label: string, bounds: IntegerBounds & { fallback: number }) {
  const blankIsMissing = (input: unknown) =>
    typeof input === 'string' && input.trim() === '' ? null : input;
  return z.preprocess(blankIsMissing, integerField(label, bounds));
}

/** A measurement that may be left out or cleared, at least 0. */
export function nullableMeasureField(label: string, max: number) {
  return z.preprocess(
    nullableNumberFromText,
    numberOf(label)
      .min(0, `${label} must be 0 or more`)
      .max(max, `${label} must be at most ${formatCount(max)}`)
      .nullable()
      .optional(),
  );
}

/** The `version` a save read: a stale one makes the save a 409, so no edit overwrites another. */
export const versionField = z.preprocess(
  numberFromText,
  z
    .number({ error: 'Version must be a number' })
    .int('Version must be a whole number')
    // 0 is the version of settings that were never saved (the defaults).
    .min(0, 'Version must be 0 or more')
    .optional(),
);

/** A list given as an array, as JSON text ('["a","b"]') or as comma-joined text ('a, b'). */
function listFromText(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  const text = input.trim();
  if (!text.startsWith('[')) return splitTags(text);
  try {
    return JSON.parse(text);
  } catch {
    return input; // left for the array check to refuse
  }
}

export function textList(label: string, itemLabel: string, maxItems: number, maxLength: number) {
  return z.preprocess(
    listFromText,
    z
      .array(
        z
          .string({ error: `Each ${itemLabel} must be text` })
          .trim()
          .max(maxLength, `Each ${itemLabel} must be at most ${maxLength} characters`),
        { error: `${label} must be a list` },
      )
      .transform((items) => items.filter((item) => item !== ''))
      .pipe(z.array(z.string()).max(maxItems, `${label} may have at most ${maxItems} entries`))
      .default([]),
  );
}

export const tagsField = textList('Tags', 'tag', 30, 50);

/** Image paths the save keeps: one field or repeated fields; blank entries are dropped. */
export const existingImagesSchema = z.preprocess(
  (input) => (typeof input === 'string' ? [input] : input),
  z
    .array(z.string({ error: 'Each image path must be text' }).trim(), {
      error: 'Existing images must be a list of paths',
    })
    .transform((paths) => paths.filter((path) => path !== ''))
    .pipe(z.array(z.string()).max(100, 'A record may keep at most 100 images'))
    .default([]),
);

/** An image path that may be left out (undefined) or cleared (null or ''). */
export const optionalImagePath = z.preprocess(
  (input) => (input === '' ? null : input),
  z
    .string({ error: 'Image path must be text' })
    .trim()
    .max(500, 'Image path must be at most 500 characters')
    .nullable()
    .optional(),
);
