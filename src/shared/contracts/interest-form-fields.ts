/**
 * The field list of an interest form (issue 13.4, RECRUITING.md "Interest
 * form"): what the builder edits and what a published version keeps beside
 * the JSON Schema and UI schema built from it. Shared by the builder, the
 * public form page and the server's validation, so every side reads one shape.
 *
 * Answers are an object keyed by field `id`. A question's answer is a string
 * (short_text, long_text, single_choice, date as YYYY-MM-DD, url), an array of
 * strings (multi_choice), a number (number) or a boolean (checkbox). A profile
 * block's answer is prefilled from the signed-in player's profile and shaped
 * as PROFILE_BLOCK_ANSWER below.
 */
import { z } from 'zod';
import { isPlainText, plainTextMessage } from './plain-text.ts';

export const FORM_QUESTION_TYPES = ['short_text', 'long_text', 'single_choice', 'multi_choice', 'number', 'date', 'url', 'checkbox'] as const;
export type FormQuestionType = (typeof FORM_QUESTION_TYPES)[number];

export const FORM_QUESTION_TYPE_LABELS: Record<FormQuestionType, string> = {
  short_text: 'Short text',
  long_text: 'Long text',
  single_choice: 'Single choice',
  multi_choice: 'Multiple choice',
  number: 'Number',
  date: 'Date',
  url: 'Link (URL)',
  checkbox: 'Checkbox',
};

/** Blocks prefilled from the player's profile. */
export const PROFILE_BLOCKS = ['game_rank', 'role', 'class_year', 'gpa', 'highlights'] as const;
export type ProfileBlock = (typeof PROFILE_BLOCKS)[number];

export const PROFILE_BLOCK_LABELS: Record<ProfileBlock, string> = {
  game_rank: 'Game and rank',
  role: 'Role',
  class_year: 'Class',
  gpa: 'GPA',
  highlights: 'Highlights',
};

/**
 * A profile block's answer:
 * - game_rank: { title: string (game title name), rank: string | null (tier name) }
 * - role: string
 * - class_year: integer (graduation year)
 * - gpa: number (0 to 5, on the scale the player gave)
 * - highlights: array of { title: string, url: string } (at most 10)
 */
export type ProfileBlockAnswer = {
  game_rank: { title: string; rank: string | null };
  role: string;
  class_year: number;
  gpa: number;
  highlights: Array<{ title: string; url: string }>;
};

export const FORM_FIELDS_MAX = 40;
export const FORM_CHOICES_MAX = 30;
export const FORM_LABEL_MAX = 200;
export const FORM_HELP_MAX = 500;
export const FORM_CHOICE_MAX = 100;
/** Longest answer to a short_text / long_text question. */
export const FORM_SHORT_ANSWER_MAX = 200;
export const FORM_LONG_ANSWER_MAX = 5000;

/** A field's key in the answers object: stable across versions, so a renamed question keeps its answers' key. */
export const formFieldIdSchema = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'Use lowercase letters, digits and _');

const fieldBase = {
  id: formFieldIdSchema,
  label: z.string().trim().min(1, 'Enter a label').max(FORM_LABEL_MAX).refine(isPlainText, plainTextMessage('Label')),
  helpText: z.string().trim().max(FORM_HELP_MAX).refine(isPlainText, plainTextMessage('Help text')).optional(),
  required: z.boolean().default(false),
};

export const formQuestionFieldSchema = z.object({
  ...fieldBase,
  kind: z.literal('question'),
  type: z.enum(FORM_QUESTION_TYPES, 'Choose a field type'),
  /** single_choice and multi_choice only: at least 2 distinct choices. */
  choices: z.array(z.string().trim().min(1).max(FORM_CHOICE_MAX).refine(isPlainText, plainTextMessage('A choice'))).max(FORM_CHOICES_MAX).optional(),
  /** number only. */
  min: z.number().optional(),
  max: z.number().optional(),
});

export const formProfileFieldSchema = z.object({
  ...fieldBase,
  kind: z.literal('profile'),
  block: z.enum(PROFILE_BLOCKS, 'Choose a profile block'),
});

export const formFieldSchema = z.discriminatedUnion('kind', [formQuestionFieldSchema, formProfileFieldSchema]);
export type FormField = z.infer<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;
