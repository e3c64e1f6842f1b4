/**
 * Interest forms on the staff side (issue 13.4, docs/decisions/037): a
 * program's forms, the builder's draft, publishing frozen versions, closing,
 * settings. The field format itself is interest-form-fields.ts; this file
 * adds the checks between fields (unique ids, choices, min <= max) and the
 * requests and answers of /api/programs/:programId/interest-forms.
 */
import { z } from 'zod';
import { INTEREST_FORM_STATUSES } from '../recruiting/recruiting-values.ts';
import { FORM_FIELDS_MAX, formFieldSchema, type FormField } from './interest-form-fields.ts';
import { optionalPlainText, plainText } from './plain-text.ts';

export const INTEREST_FORM_TITLE_MAX = 120;
export const INTEREST_FORM_DESCRIPTION_MAX = 2000;

export const INTEREST_FORM_TEXTS = {
  programNotFound: 'Program not found',
  formNotFound: 'Form not found',
  cannotPublish: 'Only this college’s esports program admins and platform admins can publish or reopen its forms.',
  publishConfirm: 'Publishing freezes this version. Answers already given stay with the version they answered.',
  noFields: 'Add at least one field before publishing',
  hasResponses: 'This form has responses, so it cannot be deleted. Close it instead.',
  notPublished: 'Publish the form first',
  alreadyClosed: 'This form is already closed',
  notClosed: 'This form is not closed',
  closesInPast: 'Choose a close date in the future',
  duplicateId: 'Each field needs its own id',
  duplicateBlock: 'Each profile block can be used once',
  choicesRequired: 'Add at least 2 choices',
  choicesOnlyForChoiceTypes: 'Only choice questions have choices',
  duplicateChoice: 'Each choice can be listed once',
  minAboveMax: 'The minimum cannot be above the maximum',
  boundsOnlyForNumbers: 'Only number questions have a minimum and maximum',
  created: 'Form created',
  saved: 'Draft saved',
  published: 'Form published',
  unchanged: 'Nothing changed since the last version: it stays live',
  closed: 'Form closed',
  reopened: 'Form reopened',
  settingsSaved: 'Settings saved',
  deleted: 'Form deleted',
  unsavedChanges: 'You have unsaved changes. Leave without saving?',
} as const;

const CHOICE_TYPES = new Set(['single_choice', 'multi_choice']);

/** The builder's field list with the checks between fields; issues name the field's index (`fields.2.choices`). */
export const formFieldListSchema = z
  .array(formFieldSchema, 'Fields must be a list')
  .max(FORM_FIELDS_MAX, `A form can have at most ${FORM_FIELDS_MAX} fields`)
  .superRefine((fields, ctx) => {
    const ids = new Set<string>();
    const blocks = new Set<string>();
    fields.forEach((field, index) => {
      if (ids.has(field.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: INTEREST_FORM_TEXTS.duplicateId });
      ids.add(field.id);
      if (field.kind === 'profile') {
        if (blocks.has(field.block)) ctx.addIssue({ code: 'custom', path: [index, 'block'], message: INTEREST_FORM_TEXTS.duplicateBlock });
        blocks.add(field.block);
        return;
      }
      const choices = field.choices;
      if (CHOICE_TYPES.has(field.type)) {
        if (!choices || choices.length < 2) ctx.addIssue({ code: 'custom', path: [index, 'choices'], message: INTEREST_FORM_TEXTS.choicesRequired });
        else {
          const seen = new Set<string>();
          choices.forEach((choice, choiceIndex) => {
            const key = choice.toLowerCase();
            if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'choices', choiceIndex], message: INTEREST_FORM_TEXTS.duplicateChoice });
            seen.add(key);
          });
        }
      } else if (choices !== undefined && choices.length > 0) {
        ctx.addIssue({ code: 'custom', path: [index, 'choices'], message: INTEREST_FORM_TEXTS.choicesOnlyForChoiceTypes });
      }
      if (field.type === 'number') {
        if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
          ctx.addIssue({ code: 'custom', path: [index, 'max'], message: INTEREST_FORM_TEXTS.minAboveMax });
        }
      } else if (field.min !== undefined || field.max !== undefined) {
        ctx.addIssue({ code: 'custom', path: [index, field.min !== undefined ? 'min' : 'max'], message: INTEREST_FORM_TEXTS.boundsOnlyForNumbers });
      }
    });
  });

/** The fields as stored: choices only on choice questions, bounds only on numbers (what the checks above allow). */
export function normalizeFormFields(fields: readonly FormField[]): FormField[] {
  return fields.map((field) => {
    if (field.kind === 'profile') {
      return { id: field.id, kind: 'profile', block: field.block, label: field.label, required: field.required, ...(field.helpText ? { helpText: field.helpText } : {}) };
    }
    return {
      id: field.id,
      kind: 'question',
      type: field.type,
      label: field.label,
      required: field.required,
      ...(field.helpText ? { helpText: field.helpText } : {}),
      ...(CHOICE_TYPES.has(field.type) ? { choices: field.choices ?? [] } : {}),
      ...(field.type === 'number' && field.min !== undefined ? { min: field.min } : {}),
      ...(field.type === 'number' && field.max !== undefined ? { max: field.max } : {}),
    };
  });
}

export const interestFormParamsSchema = z.object({ programId: z.uuid('Unknown program') });
export const interestFormItemParamsSchema = z.object({ programId: z.uuid('Unknown program'), formId: z.uuid('Unknown form') });

const formTitle = plainText('Title', INTEREST_FORM_TITLE_MAX);
const formDescription = optionalPlainText('Description', INTEREST_FORM_DESCRIPTION_MAX);

export const createInterestFormInputSchema = z.object({ title: formTitle, description: formDescription });
export type CreateInterestFormInput = z.input<typeof createInterestFormInputSchema>;
export type CreateInterestForm = z.infer<typeof createInterestFormInputSchema>;

/** The builder's save: the title, description and the whole field list (the next version's source). */
export const saveInterestFormDraftInputSchema = z.object({ title: formTitle, description: formDescription, fields: formFieldListSchema });
export type SaveInterestFormDraftInput = z.input<typeof saveInterestFormDraftInputSchema>;
export type SaveInterestFormDraft = z.infer<typeof saveInterestFormDraftInputSchema>;

/** Settings: fields sent replace the stored ones. closesAt: an ISO time in the future, or null for none. */
export const interestFormSettingsInputSchema = z
  .object({
    autoAddToPipeline: z.boolean('Choose on or off').optional(),
    closesAt: z.iso.datetime({ offset: true, message: 'Choose a date and time' }).nullable().optional(),
  })
  .refine((value) => value.autoAddToPipeline !== undefined || value.closesAt !== undefined, { message: 'Change at least one setting', path: ['_'] });
export type InterestFormSettingsInput = z.input<typeof interestFormSettingsInputSchema>;
export type InterestFormSettings = z.infer<typeof interestFormSettingsInputSchema>;

const status = z.enum(INTEREST_FORM_STATUSES);
const isoTime = z.iso.datetime({ offset: true });

export const interestFormSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status,
  /** The live version's number; null before the first publish. */
  currentVersion: z.number().int().nullable(),
  /** Submissions not withdrawn, over every version. */
  submissionCount: z.number().int(),
  closesAt: isoTime.nullable(),
  autoAddToPipeline: z.boolean(),
  /** The form's short link code (`/r/{code}`), made at the first publish. */
  shortLinkCode: z.string().nullable(),
  /** The draft differs from the live version (or there is none yet). */
  hasUnpublishedChanges: z.boolean(),
  updatedAt: isoTime,
  createdAt: isoTime,
});
export type InterestFormSummary = z.infer<typeof interestFormSummarySchema>;

export const interestFormListSchema = z.object({ forms: z.array(interestFormSummarySchema) });
export type InterestFormList = z.infer<typeof interestFormListSchema>;

const storedFields = z.array(z.custom<FormField>());
const jsonObject = z.record(z.string(), z.unknown());

export const interestFormVersionSchema = z.object({
  id: z.uuid(),
  version: z.number().int(),
  fields: storedFields,
  jsonSchema: jsonObject,
  uiSchema: jsonObject,
  publishedAt: isoTime,
});
export type InterestFormVersion = z.infer<typeof interestFormVersionSchema>;

export const interestFormDetailSchema = interestFormSummarySchema.extend({
  programId: z.uuid(),
  description: z.string().nullable(),
  draftFields: storedFields,
  current: interestFormVersionSchema.nullable(),
  /** Versions published so far. */
  versionCount: z.number().int(),
});
export type InterestFormDetail = z.infer<typeof interestFormDetailSchema>;

export const publishInterestFormResultSchema = z.object({
  form: interestFormDetailSchema,
  /** False when the draft equalled the live version: nothing new was frozen. */
  newVersion: z.boolean(),
});
export type PublishInterestFormResult = z.infer<typeof publishInterestFormResultSchema>;
