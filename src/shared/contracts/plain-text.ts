/**
 * The plain-text rule (docs/decisions/053): every free-text field a user
 * writes (names, titles, descriptions, notes, bios, messages, form labels
 * and answers) is trimmed, bounded, and refused when it holds the start of
 * an HTML tag, closed or not, with one field message. React renders every
 * text as text anyway; refusing markup keeps stored data clean for emails,
 * the share image, exports and any other reader.
 *
 * A tag start is what the HTML tokenizer reads as one: "<" right before an
 * ASCII letter, "/", "!" or "?" (`<img src=x onerror=...` without its ">",
 * `</b>`, `<!--`, `<?xml`). Any other "<" is text: "<3", "a < b", "5<6".
 *
 * Forms and routes use the same schemas, so the browser shows the server's
 * message before sending. A field recognises the rule by its check
 * (usesPlainTextRule): plainText/optionalPlainText, or `.refine(isPlainText,
 * plainTextMessage(label))` on a string schema with messages of its own.
 */
import { z } from 'zod';

const TAG_START = /<[a-z/!?]/i;

export const plainTextMessage = (label: string) => `${label} must be plain text (no HTML tags)`;

export function hasHtmlTag(value: string): boolean {
  return TAG_START.test(value);
}

/** The rule's check: true when `value` holds no tag start. Fields carry this very function (usesPlainTextRule). */
export function isPlainText(value: string): boolean {
  return !TAG_START.test(value);
}

/** A required plain text of 1..max characters. */
export const plainText = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isPlainText, plainTextMessage(label));

/** The string part of optionalPlainText, for schemas that map '' their own way. */
export const plainTextOrEmpty = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isPlainText, plainTextMessage(label));

/** An optional plain text: '' and null become null. */
export const optionalPlainText = (label: string, max: number) =>
  plainTextOrEmpty(label, max)
    .nullish()
    .transform((value) => value || null);

interface CheckDef {
  check?: string;
  fn?: unknown;
}

/** Whether a string schema carries the plain-text check (the unit and API tests find every field by it). */
export function usesPlainTextRule(schema: z.ZodType): boolean {
  const checks = (schema._zod.def as { checks?: Array<{ _zod: { def: CheckDef } }> }).checks ?? [];
  return checks.some((check) => check._zod.def.check === 'custom' && check._zod.def.fn === isPlainText);
}
