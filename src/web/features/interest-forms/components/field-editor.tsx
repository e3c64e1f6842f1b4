/**
 * One field in the builder (issue 13.4): its label, help text and required
 * flag; choices (add, remove, reorder) for choice questions; minimum and
 * maximum for numbers. Up/down buttons and a drag handle (pointer or
 * keyboard: Space, arrows, Space) reorder it; Remove takes it out.
 */
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import GripVertical from 'lucide-react/icons/grip-vertical';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import X from 'lucide-react/icons/x';
import type { HTMLAttributes } from 'react';
import { FORM_CHOICE_MAX, FORM_CHOICES_MAX, FORM_HELP_MAX, FORM_LABEL_MAX, FORM_QUESTION_TYPE_LABELS, PROFILE_BLOCK_LABELS } from '#shared/contracts/interest-form-fields.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { cn } from '#web/lib/cn.ts';
import { moveItem, type BuilderField } from './builder-fields.ts';

export interface FieldEditorProps {
  field: BuilderField;
  index: number;
  count: number;
  errors: Record<string, string> | undefined;
  onChange: (field: BuilderField) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** The drag handle's listeners and attributes (dnd-kit), null where dragging is off. */
  dragHandle: (HTMLAttributes<HTMLButtonElement> & { ref?: (element: HTMLElement | null) => void }) | null;
  isDragging?: boolean;
}

const numberOrUndefined = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));

export function fieldName(field: BuilderField, index: number): string {
  return field.label.trim() || `Field ${index + 1}`;
}

export function FieldEditor({ field, index, count, errors, onChange, onMove, onRemove, dragHandle, isDragging }: FieldEditorProps) {
  const name = fieldName(field, index);
  const kindLabel = field.kind === 'question' ? FORM_QUESTION_TYPE_LABELS[field.type] : `Profile block: ${PROFILE_BLOCK_LABELS[field.block]}`;
  const requiredId = `field-required-${field.id}`;
  const isChoice = field.kind === 'question' && (field.type === 'single_choice' || field.type === 'multi_choice');
  const choices = field.kind === 'question' ? (field.choices ?? []) : [];
  const setChoices = (next: string[]) => onChange({ ...field, choices: next } as BuilderField);
  const problem = errors?._ ?? errors?.id ?? errors?.block ?? errors?.type;
  const choicesError = errors?.choices ?? Object.entries(errors ?? {}).find(([key]) => key.startsWith('choices.'))?.[1];

  return (
    <section aria-label={`Field ${index + 1}: ${name}`} className={cn('grid gap-3 rounded-lg border bg-card p-4', isDragging && 'opacity-60 ring-2 ring-ring')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          {dragHandle ? (
            <button
              type="button"
              {...dragHandle}
              aria-label={`Drag to reorder: ${name}`}
              className="cursor-grab rounded p-1 text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
            >
              <GripVertical aria-hidden="true" className="size-4" />
            </button>
          ) : null}
          <span className="text-sm font-medium text-muted-foreground">{kindLabel}</span>
        </div>
        <div className="flex items-center gap-1">
          <Button type="button" variant="ghost" size="icon" className="size-9" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`Move up: ${name}`}>
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button type="button" variant="ghost" size="icon" className="size-9" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={`Move down: ${name}`}>
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button type="button" variant="ghost" size="icon" className="size-9 text-destructive" onClick={onRemove} aria-label={`Remove: ${name}`}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {problem ? <p className="text-sm font-medium text-destructive">{problem}</p> : null}
      <FormField label="Label" error={errors?.label}>
        {(control) => <Input {...control} value={field.label} maxLength={FORM_LABEL_MAX} onChange={(event) => onChange({ ...field, label: event.target.value })} />}
      </FormField>
      <FormField label="Help text (optional)" error={errors?.helpText}>
        {(control) => <Input {...control} value={field.helpText ?? ''} maxLength={FORM_HELP_MAX} onChange={(event) => onChange({ ...field, helpText: event.target.value || undefined })} />}
      </FormField>
      <div className="flex items-center gap-2">
        <Switch id={requiredId} checked={field.required} onCheckedChange={(required) => onChange({ ...field, required })} />
        <Label htmlFor={requiredId}>Required</Label>
      </div>
      {isChoice ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Choices</legend>
          {choices.map((choice, choiceIndex) => (
            <div key={choiceIndex} className="grid gap-1">
              <div className="flex items-center gap-1">
                <Input
                  aria-label={`Choice ${choiceIndex + 1}`}
                  aria-invalid={Boolean(errors?.[`choices.${choiceIndex}`])}
                  value={choice}
                  maxLength={FORM_CHOICE_MAX}
                  onChange={(event) => setChoices(choices.map((item, itemIndex) => (itemIndex === choiceIndex ? event.target.value : item)))}
                />
                <Button type="button" variant="ghost" size="icon" className="size-9 shrink-0" disabled={choiceIndex === 0} onClick={() => setChoices(moveItem(choices, choiceIndex, choiceIndex - 1))} aria-label={`Move choice ${choiceIndex + 1} up`}>
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-9 shrink-0"
                  disabled={choiceIndex === choices.length - 1}
                  onClick={() => setChoices(moveItem(choices, choiceIndex, choiceIndex + 1))}
                  aria-label={`Move choice ${choiceIndex + 1} down`}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button type="button" variant="ghost" size="icon" className="size-9 shrink-0" onClick={() => setChoices(choices.filter((_, itemIndex) => itemIndex !== choiceIndex))} aria-label={`Remove choice ${choiceIndex + 1}`}>
                  <X aria-hidden="true" />
                </Button>
              </div>
            </div>
          ))}
          {choicesError ? <p className="text-sm font-medium text-destructive">{choicesError}</p> : null}
          <Button type="button" variant="outline" size="sm" className="w-fit" disabled={choices.length >= FORM_CHOICES_MAX} onClick={() => setChoices([...choices, `Option ${choices.length + 1}`])}>
            <Plus aria-hidden="true" /> Add choice
          </Button>
        </fieldset>
      ) : null}
      {field.kind === 'question' && field.type === 'number' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Minimum (optional)" error={errors?.min}>
            {(control) => <Input {...control} type="number" value={field.min ?? ''} onChange={(event) => onChange({ ...field, min: numberOrUndefined(event.target.value) })} />}
          </FormField>
          <FormField label="Maximum (optional)" error={errors?.max}>
            {(control) => <Input {...control} type="number" value={field.max ?? ''} onChange={(event) => onChange({ ...field, max: numberOrUndefined(event.target.value) })} />}
          </FormField>
        </div>
      ) : null}
    </section>
  );
}
