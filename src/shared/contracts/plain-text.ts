/**
 * Text fields of profiles, lists and evaluations (issue 11 "Rules and bad
 * input"): trimmed, bounded, and refused when they hold HTML tags, with a
 * field message. React renders every text as text anyway; refusing markup
 * keeps stored data clean for emails, the share image and exports.
 */
import { z } from 'zod';

const HTML_TAG = /<\/?[a-z!][^>]*>/i;

export const plainTextMessage = (label: string) => `${label} must be plain text (no HTML tags)`;

export function hasHtmlTag(value: string): boolean {
  return HTML_TAG.test(value);
}

/** A required plain text of 1..max characters. */
export const plainText = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !hasHtmlTag(value), plainTextMessage(label));

/** An optional plain text: '' and null become null. */
export const optionalPlainText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !hasHtmlTag(value), plainTextMessage(label))
    .nullish()
    .transform((value) => value || null);
