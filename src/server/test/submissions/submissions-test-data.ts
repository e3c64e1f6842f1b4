/**
 * Test data for the submissions API tests (docs/decisions/038): a published
 * interest form written straight to the tables, with a JSON Schema written
 * here by hand for every field type of interest-form-fields.ts (profile
 * blocks shaped as ProfileBlockAnswer). The builder's own compile function
 * is another part's; these tests read only what a published version stores.
 */
import { sql } from 'drizzle-orm';
import type { FormField } from '#shared/contracts/interest-form-fields.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

/** One field of every kind: questions of each type, then each profile block. */
export const TEST_FIELDS: FormField[] = [
  { kind: 'question', id: 'why', type: 'short_text', label: 'Why our program?', required: true },
  { kind: 'question', id: 'about', type: 'long_text', label: 'Tell us about yourself', required: false },
  { kind: 'question', id: 'main_role', type: 'single_choice', label: 'Main role', required: true, choices: ['Duelist', 'Controller', 'Sentinel'] },
  { kind: 'question', id: 'days', type: 'multi_choice', label: 'Days you can practice', required: false, choices: ['Mon', 'Wed', 'Fri'] },
  { kind: 'question', id: 'hours', type: 'number', label: 'Hours per week', required: false, min: 0, max: 80 },
  { kind: 'question', id: 'start', type: 'date', label: 'When can you start?', required: false },
  { kind: 'question', id: 'vod', type: 'url', label: 'A VOD link', required: false },
  { kind: 'question', id: 'agree', type: 'checkbox', label: 'I agree to be contacted', required: true },
  { kind: 'profile', id: 'game', block: 'game_rank', label: 'Game and rank', required: false },
  { kind: 'profile', id: 'role', block: 'role', label: 'Role', required: false },
  { kind: 'profile', id: 'class', block: 'class_year', label: 'Class', required: false },
  { kind: 'profile', id: 'gpa', block: 'gpa', label: 'GPA', required: false },
  { kind: 'profile', id: 'clips', block: 'highlights', label: 'Highlights', required: false },
];

/** The JSON Schema (draft-07) of TEST_FIELDS, by hand. */
export const TEST_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['why', 'main_role', 'agree'],
  properties: {
    why: { type: 'string', title: 'Why our program?', minLength: 1, maxLength: 200 },
    about: { type: 'string', title: 'Tell us about yourself', maxLength: 5000 },
    main_role: { type: 'string', title: 'Main role', enum: ['Duelist', 'Controller', 'Sentinel'] },
    days: { type: 'array', title: 'Days you can practice', items: { type: 'string', enum: ['Mon', 'Wed', 'Fri'] }, uniqueItems: true },
    hours: { type: 'number', title: 'Hours per week', minimum: 0, maximum: 80 },
    start: { type: 'string', title: 'When can you start?', format: 'date' },
    vod: { type: 'string', title: 'A VOD link', format: 'uri', pattern: '^https?://', maxLength: 500 },
    agree: { type: 'boolean', title: 'I agree to be contacted', const: true },
    game: {
      type: 'object',
      title: 'Game and rank',
      additionalProperties: false,
      required: ['title'],
      properties: { title: { type: 'string', maxLength: 100 }, rank: { type: ['string', 'null'], maxLength: 100 } },
    },
    role: { type: 'string', title: 'Role', maxLength: 60 },
    class: { type: 'integer', title: 'Class', minimum: 1990, maximum: 2100 },
    gpa: { type: 'number', title: 'GPA', minimum: 0, maximum: 5 },
    clips: {
      type: 'array',
      title: 'Highlights',
      maxItems: 10,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'url'],
        properties: { title: { type: 'string', maxLength: 100 }, url: { type: 'string', format: 'uri', pattern: '^https?://' } },
      },
    },
  },
} as const;

export const TEST_UI_SCHEMA = { 'ui:order': TEST_FIELDS.map((field) => field.id), about: { 'ui:widget': 'textarea' } };

/** A valid answer set (questions only; profile blocks left to the prefill). */
export function validAnswers(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { why: 'Great team', main_role: 'Duelist', agree: true, ...overrides };
}

export interface TestForm {
  formId: string;
  versionId: string;
}

/**
 * A published form of the program (version 1 of TEST_FIELDS unless given),
 * optionally closed, past its closing time, or adding players to the pipeline.
 */
export async function insertPublishedForm(
  db: Database,
  programId: string,
  options: {
    title?: string;
    status?: 'published' | 'closed' | 'draft';
    closesAt?: Date | null;
    autoAddToPipeline?: boolean;
    fields?: FormField[];
    schema?: object;
  } = {},
): Promise<TestForm> {
  const [form] = await rowsOf<{ id: string }>(
    db,
    sql`insert into interest_forms (program_id, title, status, auto_add_to_pipeline, closes_at, draft_fields)
      values (${programId}, ${options.title ?? 'Tryout interest'}, 'draft', ${options.autoAddToPipeline ?? false},
        ${options.closesAt ? options.closesAt.toISOString() : null}, ${JSON.stringify(options.fields ?? TEST_FIELDS)}::jsonb)
      returning id`,
  );
  const versionId = await insertVersion(db, form!.id, 1, options.fields ?? TEST_FIELDS, options.schema ?? TEST_SCHEMA);
  if (options.status !== 'draft') {
    await db.execute(sql`update interest_forms set status = ${options.status ?? 'published'}, current_version_id = ${versionId} where id = ${form!.id}`);
  }
  return { formId: form!.id, versionId };
}

/** A further published version (the form's current one from now on). */
export async function publishVersion(db: Database, formId: string, version: number, fields: FormField[], schema: object): Promise<string> {
  const versionId = await insertVersion(db, formId, version, fields, schema);
  await db.execute(sql`update interest_forms set current_version_id = ${versionId} where id = ${formId}`);
  return versionId;
}

async function insertVersion(db: Database, formId: string, version: number, fields: FormField[], schema: object): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into interest_form_versions (form_id, version, fields, json_schema, ui_schema)
      values (${formId}, ${version}, ${JSON.stringify(fields)}::jsonb, ${JSON.stringify(schema)}::jsonb, ${JSON.stringify(TEST_UI_SCHEMA)}::jsonb)
      returning id`,
  );
  return row!.id;
}

/** The token of the newest link under `prefix` emailed to `email`. */
async function linkTokenFromOutbox(db: Database, email: string, prefix: '/application/view/' | '/application/confirm/'): Promise<string> {
  const [mail] = await rowsOf<{ textBody: string }>(
    db,
    sql`select text_body as "textBody" from email_outbox where to_address = ${email} and text_body like ${`%${prefix}%`}
      order by created_at desc, seq desc limit 1`,
  );
  const token = mail?.textBody.split(prefix)[1]?.match(/^\S+/)?.[0];
  if (!token) throw new Error(`no ${prefix} link emailed to ${email}`);
  return token;
}

/** The token of the newest application link emailed to `email`. */
export const applicationTokenFromOutbox = (db: Database, email: string) => linkTokenFromOutbox(db, email, '/application/view/');

/** The token of the newest link emailed to `email` to confirm a visitor's repeat (decision 038). */
export const updateTokenFromOutbox = (db: Database, email: string) => linkTokenFromOutbox(db, email, '/application/confirm/');

/** The token of a submission's application path (null only for a visitor's held repeat: a test error here). */
export function tokenOf(path: string | null): string {
  if (path === null) throw new Error('no application path: the submission is a held repeat');
  return path.replace('/application/view/', '');
}
