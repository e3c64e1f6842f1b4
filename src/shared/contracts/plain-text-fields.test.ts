/**
 * The plain-text rule on every field that carries it (docs/decisions/053):
 * walks every exported schema of every contract, finds each text field with
 * the rule's check (usesPlainTextRule), and sends each the same payloads.
 * The fields the rule was missing from (issue 24) are listed: one that loses
 * the rule fails here; a route body with a text the rule does not cover
 * fails plain-text-fields.api.test.ts.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { hasHtmlTag, isPlainText, optionalPlainText, plainText, plainTextMessage } from './plain-text.ts';
import { stringFields } from './test/string-fields.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const modules = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .sort();

const isSchema = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;

const contracts = new Map<string, Record<string, unknown>>();
for (const file of modules) contracts.set(file.replace(/\.ts$/, ''), (await import(`./${file}`)) as Record<string, unknown>);

/** Each field with the rule once (a schema reused by several contracts is one field), named where it is first found. */
const fields = new Map<z.ZodType, string>();
for (const [file, exports] of contracts) {
  for (const [name, value] of Object.entries(exports)) {
    if (!isSchema(value)) continue;
    for (const field of stringFields(value)) {
      if (field.kind === 'plain-text' && !fields.has(field.schema)) fields.set(field.schema, `${file}: ${name}${field.path ? `.${field.path}` : ''}`);
    }
  }
}
const table = [...fields].map(([schema, name]) => [name, schema] as const).sort(([a], [b]) => a.localeCompare(b));

/** The kinds of the texts at "module: export.path" (several for a union), or [] when there is no such field. */
function kindsAt(name: string): string[] {
  const [, file = '', exportName = '', fieldPath = ''] = /^([^:]+): ([^.]+)\.?(.*)$/.exec(name) ?? [];
  const schema = contracts.get(file)?.[exportName];
  return isSchema(schema) ? stringFields(schema).filter((field) => field.path === fieldPath).map((field) => field.kind) : [];
}

/** Tag starts, closed or not: each is refused. */
const REFUSED = ['<img src=x onerror=alert(1)', '<img src=x onerror=alert(1)>', '<script>', '</b>', '<!--', '<svg/onload=x>', '<?xml', 'Team <B>one'];
/** A '<' before anything but a letter, '/', '!' or '?' is text. */
const ACCEPTED = ['<3', 'a < b', '5<6'];

const messagesOf = (schema: z.ZodType, value: string) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
const isRuleMessage = (message: string) => message.endsWith(' must be plain text (no HTML tags)');

describe('the rule', () => {
  it.each(REFUSED)('refuses %s', (value) => {
    expect(isPlainText(value)).toBe(false);
    expect(hasHtmlTag(value)).toBe(true);
  });
  it.each([...ACCEPTED, 'I <3 this < that', 'x<-y', '<<', '<', '<é', 'a<1', ''])('accepts %s', (value) => {
    expect(isPlainText(value)).toBe(true);
  });
  it('plainText and optionalPlainText keep their field messages', () => {
    expect(messagesOf(plainText('Team name', 80), '<img src=x onerror=alert(1)')).toEqual([plainTextMessage('Team name')]);
    expect(messagesOf(plainText('Team name', 80), ' ')).toEqual(['Team name is required']);
    expect(optionalPlainText('Note', 10).parse('')).toBeNull();
    expect(messagesOf(optionalPlainText('Note', 100), '</b>')).toEqual([plainTextMessage('Note')]);
  });
});

describe('every plain-text field of the contracts', () => {
  it.each([

        // Display names and people's names.
        'account: displayNameSchema',
        'submissions: visitorSchema.name',
        'contact: contactMessageBodySchema.name',
        // Names of lists, saved searches, teams and their items.
        'lists: createListSchema.name',
        'saved-searches: createSavedSearchSchema.name',
        'teams: createTeamSchema.name',
        'teams-schedule: practiceInputSchema.title',
        'teams-schedule: tournamentInputSchema.name',
        'teams-showcase: recruitingPostInputSchema.title',
        'teams-showcase: recruitingPostInputSchema.positionsNeeded[]',
        'teams-showcase: achievementInputSchema.title',
        // Descriptions and notes.
        'teams: createTeamSchema.description',
        'teams-schedule: practiceInputSchema.location',
        'teams-schedule: attendanceInputSchema.notes',
        'teams-schedule: tournamentInputSchema.placement',
        'teams-showcase: recruitingPostInputSchema.salaryRange',
        'lists: updateListItemSchema.note',
        'college-edit: collegeGeneralInputSchema.description',
        'college-edit: programInputSchema.tryoutNotes',
        // Messages.
        'messaging: messageBodySchema',
        'messaging: createConversationBodySchema.title',
        'contact: contactMessageBodySchema.message',
        // Form labels, help texts and choices.
        'interest-form-fields: formQuestionFieldSchema.label',
        'interest-form-fields: formQuestionFieldSchema.helpText',
        'interest-form-fields: formQuestionFieldSchema.choices[]',
        // Texts platform staff write beside the rich article and page bodies.
        'alerts: alertInputSchema.message',
        'news: newsArticleInputSchema.title',
        'content: contentPageInputSchema.title',
        'mr-cooldowns: mrHeroInputSchema.name',
  ])('%s has the rule (issue 24: it was missing or let an unclosed tag through)', (name) => {
    const kinds = kindsAt(name);
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.every((kind) => kind === 'plain-text')).toBe(true);
  });

  describe.each(table)('%s', (_name, schema) => {
    it.each(REFUSED)('refuses %s with the field message', (value) => {
      expect(messagesOf(schema, value).filter(isRuleMessage)).toHaveLength(1);
    });
    it.each(ACCEPTED)('takes %s as text', (value) => {
      expect(messagesOf(schema, value).filter(isRuleMessage)).toEqual([]);
    });
  });
});
