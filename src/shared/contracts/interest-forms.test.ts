/** The checks between an interest form's fields (docs/decisions/037): each issue names the field's index and the problem. */
import { describe, expect, it } from 'vitest';
import { FORM_FIELDS_MAX } from './interest-form-fields.ts';
import { formFieldListSchema, INTEREST_FORM_TEXTS, normalizeFormFields } from './interest-forms.ts';

const issuesOf = (fields: unknown) => {
  const result = formFieldListSchema.safeParse(fields);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};
const text = (id: string) => ({ id, kind: 'question', type: 'short_text', label: id });

describe('formFieldListSchema', () => {
  it('accepts every question type and profile block once', () => {
    const fields = [
      text('a'),
      { id: 'b', kind: 'question', type: 'single_choice', label: 'B', choices: ['x', 'y'] },
      { id: 'c', kind: 'question', type: 'number', label: 'C', min: 1, max: 1 },
      { id: 'd', kind: 'profile', block: 'gpa', label: 'GPA', required: true },
    ];
    expect(issuesOf(fields)).toEqual({});
  });

  it('refuses two fields with one id', () => {
    expect(issuesOf([text('a'), text('b'), text('a')])).toEqual({ '2.id': INTEREST_FORM_TEXTS.duplicateId });
  });

  it('refuses a profile block used twice', () => {
    const gpa = (id: string) => ({ id, kind: 'profile', block: 'gpa', label: 'GPA' });
    expect(issuesOf([gpa('g1'), gpa('g2')])).toEqual({ '1.block': INTEREST_FORM_TEXTS.duplicateBlock });
  });

  it('a choice question needs at least 2 distinct choices', () => {
    const choice = (choices?: string[]) => ({ id: 'c', kind: 'question', type: 'multi_choice', label: 'C', ...(choices ? { choices } : {}) });
    expect(issuesOf([choice()])).toEqual({ '0.choices': INTEREST_FORM_TEXTS.choicesRequired });
    expect(issuesOf([choice(['one'])])).toEqual({ '0.choices': INTEREST_FORM_TEXTS.choicesRequired });
    expect(issuesOf([text('a'), choice(['One', 'Two', 'one'])])).toEqual({ '1.choices.2': INTEREST_FORM_TEXTS.duplicateChoice });
    expect(issuesOf([choice(['One', ''])])['0.choices.1']).toBeDefined();
  });

  it('choices only on choice questions, bounds only on numbers, min <= max', () => {
    expect(issuesOf([{ ...text('a'), choices: ['x', 'y'] }])).toEqual({ '0.choices': INTEREST_FORM_TEXTS.choicesOnlyForChoiceTypes });
    expect(issuesOf([{ ...text('a'), min: 1 }])).toEqual({ '0.min': INTEREST_FORM_TEXTS.boundsOnlyForNumbers });
    expect(issuesOf([{ id: 'n', kind: 'question', type: 'number', label: 'N', min: 5, max: 4 }])).toEqual({ '0.max': INTEREST_FORM_TEXTS.minAboveMax });
  });

  it('refuses bad ids, empty labels, unknown types and too many fields', () => {
    expect(Object.keys(issuesOf([{ ...text('a'), id: 'Bad Id' }]))).toEqual(['0.id']);
    expect(Object.keys(issuesOf([{ ...text('a'), label: '  ' }]))).toEqual(['0.label']);
    expect(Object.keys(issuesOf([{ ...text('a'), type: 'file' }]))).toEqual(['0.type']);
    expect(Object.keys(issuesOf(Array.from({ length: FORM_FIELDS_MAX + 1 }, (_, index) => text(`f${index}`))))).toEqual(['']);
  });

  it('normalizeFormFields keeps only what each kind has', () => {
    const parsed = formFieldListSchema.parse([{ id: 'n', kind: 'question', type: 'number', label: 'N', min: 0, helpText: '' }]);
    expect(normalizeFormFields(parsed)).toEqual([{ id: 'n', kind: 'question', type: 'number', label: 'N', required: false, min: 0 }]);
  });
});
