/**
 * The builder's live preview (issue 13.4): the schema compiled from the
 * fields being edited, rendered by @rjsf/core as players will see it, and
 * checked without eval (src/web/lib/no-eval-form-validator.ts). Loaded as its own chunk.
 * Profile blocks show as plain inputs here; on the form page they are
 * prefilled from the player's profile (and the game and rank are chosen).
 */
import Form from '@rjsf/core';
import type { UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { compileInterestForm } from '#shared/recruiting/interest-form-schema.ts';
import { INTEREST_FORM_DEFAULTS, INTEREST_FORM_FIELDS, INTEREST_FORM_WIDGETS, presentedUiSchema, type InterestFormContext } from '#web/components/interest-form/interest-form-controls.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { noEvalValidator } from '#web/lib/no-eval-form-validator.ts';
import type { BuilderField } from './builder-fields.ts';

export const PREVIEW_CHECK_LABEL = 'Check answers';
export const PREVIEW_OK = 'These answers would be accepted.';
/** The preview knows no program: the game and rank are typed, not chosen. */
const PREVIEW_CONTEXT: InterestFormContext = { gameRank: null };

export function FormPreview({ fields }: { fields: BuilderField[] }) {
  const [accepted, setAccepted] = useState(false);
  const { jsonSchema, uiSchema } = useMemo(() => compileInterestForm(fields), [fields]);
  const previewUi = useMemo(() => {
    const ui: Record<string, unknown> = { ...presentedUiSchema(uiSchema, fields), 'ui:submitButtonOptions': { submitText: PREVIEW_CHECK_LABEL } };
    for (const field of fields) {
      if (field.kind === 'profile') ui[field.id] = { ...(ui[field.id] as object), 'ui:description': `${field.helpText ? `${field.helpText} ` : ''}(Filled in from the player’s profile.)` };
    }
    return ui as UiSchema;
  }, [fields, uiSchema]);

  if (fields.length === 0) return <p className="text-sm text-muted-foreground">Add a field to see the form as players will.</p>;
  return (
    <div className="rjsf-preview grid gap-3 text-sm [&_.control-label]:font-medium [&_.field-description]:text-xs [&_.field-description]:text-muted-foreground [&_.form-group]:mb-3 [&_.form-group]:grid [&_.form-group]:gap-1 [&_.text-danger]:text-destructive [&_button[type=submit]]:rounded-md [&_button[type=submit]]:bg-primary [&_button[type=submit]]:px-4 [&_button[type=submit]]:py-2 [&_button[type=submit]]:text-primary-foreground [&_input:not([type=checkbox]):not([type=radio])]:h-9 [&_input:not([type=checkbox]):not([type=radio])]:w-full [&_input:not([type=checkbox]):not([type=radio])]:rounded-md [&_input:not([type=checkbox]):not([type=radio])]:border [&_input:not([type=checkbox]):not([type=radio])]:bg-background [&_input:not([type=checkbox]):not([type=radio])]:px-2 [&_legend]:font-semibold [&_select]:h-9 [&_select]:rounded-md [&_select]:border [&_select]:bg-background [&_textarea]:w-full [&_textarea]:rounded-md [&_textarea]:border [&_textarea]:bg-background [&_textarea]:p-2">
      {accepted ? <FormAlert tone="success">{PREVIEW_OK}</FormAlert> : null}
      <Form
        schema={jsonSchema as object}
        uiSchema={previewUi}
        fields={INTEREST_FORM_FIELDS}
        widgets={INTEREST_FORM_WIDGETS}
        experimental_defaultFormStateBehavior={INTEREST_FORM_DEFAULTS}
        formContext={PREVIEW_CONTEXT}
        validator={noEvalValidator}
        noHtml5Validate
        showErrorList={false}
        onChange={() => setAccepted(false)}
        onSubmit={() => setAccepted(true)}
      />
    </div>
  );
}
