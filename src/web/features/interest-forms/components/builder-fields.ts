/** The builder's edits as pure functions over the field list (issue 13.4). */
import type { FieldErrors } from '#shared/app-error.ts';
import type { FormField, FormQuestionType, ProfileBlock } from '#shared/contracts/interest-form-fields.ts';
import { PROFILE_BLOCK_LABELS } from '#shared/contracts/interest-form-fields.ts';

export type BuilderField = FormField;

/** A new question's id: its type and the first free number (`short_text_2`); ids never change after. */
export function newQuestion(type: FormQuestionType, fields: readonly BuilderField[]): BuilderField {
  const ids = new Set(fields.map((field) => field.id));
  let number = 1;
  while (ids.has(`${type}_${number}`)) number += 1;
  const choiceType = type === 'single_choice' || type === 'multi_choice';
  return {
    id: `${type}_${number}`,
    kind: 'question',
    type,
    label: '',
    required: false,
    ...(choiceType ? { choices: ['Option 1', 'Option 2'] } : {}),
  };
}

export function newProfileBlock(block: ProfileBlock): BuilderField {
  return { id: `profile_${block}`, kind: 'profile', block, label: PROFILE_BLOCK_LABELS[block], required: false };
}

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The server's `fields.2.choices.1` messages, by field index and the rest of the path (`choices.1`, `label`, ...). */
export function fieldErrorsByIndex(fields: FieldErrors | undefined): Map<number, Record<string, string>> {
  const byIndex = new Map<number, Record<string, string>>();
  for (const [key, message] of Object.entries(fields ?? {})) {
    const match = /^fields\.(\d+)(?:\.([\w.]+))?$/.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    const property = match[2] ?? '_';
    const entry = byIndex.get(index) ?? {};
    entry[property] ??= message;
    byIndex.set(index, entry);
  }
  return byIndex;
}

/** The list in the shape the server stores, to tell a saved draft from an edited one. */
export function sameFields(a: readonly BuilderField[], b: readonly BuilderField[]): boolean {
  return JSON.stringify(a.map(canonical)) === JSON.stringify(b.map(canonical));
}

function canonical(field: BuilderField): unknown {
  return Object.fromEntries(
    Object.entries(field)
      .filter(([, value]) => value !== undefined && value !== '')
      .sort(([left], [right]) => left.localeCompare(right)),
  );
}
