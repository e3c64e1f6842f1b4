/**
 * The controls an interest form is drawn with (issue 26.3, docs/decisions/069),
 * shared by the public form page and the builder's preview: @rjsf widgets
 * for choices (radios, checkboxes, a single checkbox) at 24 px in rows the
 * whole width of the form, each group named by the question the staff wrote;
 * and the game-and-rank block as two labelled selects, "Game" (the
 * program's title) and "Rank" (that title's ladder), instead of the
 * answer's keys. The choices come in through the form context.
 */
import type { Experimental_DefaultFormStateBehavior, FieldProps, FormContextType, UiSchema, WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, descriptionId } from '@rjsf/utils';
import { useId } from 'react';
import type { FormField } from '#shared/contracts/interest-form-fields.ts';
import { GAME_RANK_TEXTS, type GameRankChoices } from '#shared/recruiting/game-rank-choices.ts';
import { cn } from '#web/lib/cn.ts';
import { Input } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';
import { NativeSelect } from '../ui/native-select.tsx';

/** What the form passes to its fields (rjsf's formContext). */
export interface InterestFormContext extends FormContextType {
  /** The program's title and ladder; null where no program is known (the builder's preview). */
  gameRank: GameRankChoices | null;
}

/** A choice's row: the whole row is the target, the box itself 24 px. */
const CHOICE_ROW =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input bg-background px-3 py-2 text-sm font-normal leading-snug has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';
const CHOICE_BOX = 'size-6 shrink-0 cursor-pointer accent-primary dark:[color-scheme:dark] focus-visible:outline-none';

type Choice = { value: unknown; label: string };

function choicesOf(props: WidgetProps): Choice[] {
  return (props.options.enumOptions ?? []) as Choice[];
}

function RadioWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, label, onChange, onBlur, onFocus, htmlName } = props;
  return (
    <div role="radiogroup" id={id} aria-label={label} aria-describedby={ariaDescribedByIds(id)} className="grid gap-2">
      {choicesOf(props).map((choice, index) => (
        <label key={String(choice.value)} className={CHOICE_ROW}>
          <input
            type="radio"
            id={`${id}-${index}`}
            name={htmlName ?? id}
            className={cn(CHOICE_BOX, 'rounded-full')}
            checked={value === choice.value}
            disabled={disabled || readonly}
            onChange={() => onChange(choice.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </div>
  );
}

function CheckboxesWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, label, onChange, onBlur, onFocus, htmlName } = props;
  const chosen: unknown[] = Array.isArray(value) ? value : [];
  const choices = choicesOf(props);
  function toggle(choice: Choice, checked: boolean) {
    const next = checked ? [...chosen, choice.value] : chosen.filter((item) => item !== choice.value);
    // In the order the staff listed the choices.
    onChange(choices.map((item) => item.value).filter((item) => next.includes(item)));
  }
  return (
    <div role="group" id={id} aria-label={label} aria-describedby={ariaDescribedByIds(id)} className="grid gap-2">
      {choices.map((choice, index) => (
        <label key={String(choice.value)} className={CHOICE_ROW}>
          <input
            type="checkbox"
            id={`${id}-${index}`}
            name={htmlName ?? id}
            className={CHOICE_BOX}
            checked={chosen.includes(choice.value)}
            disabled={disabled || readonly}
            onChange={(event) => toggle(choice, event.target.checked)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </div>
  );
}

/** A yes/no question: one box, labelled by the question. */
function CheckboxWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, label, schema, options, onChange, onBlur, onFocus, htmlName } = props;
  const description = (options.description as string | undefined) ?? schema.description;
  return (
    <div className="grid gap-1.5">
      <label className={CHOICE_ROW}>
        <input
          type="checkbox"
          id={id}
          name={htmlName ?? id}
          className={CHOICE_BOX}
          checked={value === true}
          disabled={disabled || readonly}
          aria-describedby={ariaDescribedByIds(id)}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
        <span className="font-medium">
          {label}
          {required ? <span className="required">*</span> : null}
        </span>
      </label>
      {description ? (
        <p id={descriptionId(id)} className="field-description">
          {description}
        </p>
      ) : null}
    </div>
  );
}

export const INTEREST_FORM_WIDGETS = { RadioWidget, CheckboxesWidget, CheckboxWidget };

/**
 * rjsf's defaults: a `const` is never taken as an answer, so a required
 * "I agree" box (`const: true`) starts unticked and only the person ticks it.
 */
export const INTEREST_FORM_DEFAULTS: Experimental_DefaultFormStateBehavior = { constAsDefaults: 'never' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorsOf(errorSchema: unknown, key: string): string[] {
  const nested = isRecord(errorSchema) ? errorSchema[key] : undefined;
  return isRecord(nested) && Array.isArray(nested.__errors) ? (nested.__errors as string[]) : [];
}

function PartErrors({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <p id={id} className="error-detail">
      {errors.join(' ')}
    </p>
  );
}

/**
 * The game-and-rank block: a fieldset named by the staff's label, with "Game"
 * (the program's title only) and "Rank" (its ladder, lowest first, or "No
 * rank yet"). Choosing a rank chooses the game too: the program plays one.
 */
export function GameRankField({ schema, uiSchema, fieldPathId, formData, onChange, required, disabled, readonly, registry, errorSchema }: FieldProps) {
  const choices = (registry.formContext as InterestFormContext | undefined)?.gameRank ?? null;
  const id = fieldPathId.$id;
  const baseId = useId();
  const answer = isRecord(formData) ? formData : {};
  const title = typeof answer.title === 'string' ? answer.title : '';
  const rank = typeof answer.rank === 'string' ? answer.rank : '';
  const description = (uiSchema?.['ui:description'] as string | undefined) ?? schema.description;
  const titleErrors = errorsOf(errorSchema, 'title');
  const rankErrors = errorsOf(errorSchema, 'rank');
  const locked = disabled || readonly;

  function change(next: { title?: string; rank?: string }) {
    const nextTitle = next.title ?? title;
    const nextRank = next.rank ?? rank;
    onChange({ title: nextTitle === '' && nextRank !== '' && choices ? choices.titleName : nextTitle, rank: nextRank === '' ? null : nextRank }, fieldPathId.path);
  }

  const gameId = `${id}_title`;
  const rankId = `${id}_rank`;
  return (
    <fieldset id={id} className="grid gap-3 rounded-lg border p-4" aria-describedby={description ? descriptionId(id) : undefined}>
      <legend className="px-1">
        {schema.title}
        {required ? <span className="required">*</span> : null}
      </legend>
      {description ? (
        <p id={descriptionId(id)} className="field-description">
          {description}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={gameId}>{GAME_RANK_TEXTS.game}</Label>
          {choices ? (
            <NativeSelect
              id={gameId}
              value={title}
              disabled={locked}
              aria-invalid={titleErrors.length > 0 || undefined}
              aria-describedby={titleErrors.length > 0 ? `${baseId}-title-error` : undefined}
              onChange={(event) => change({ title: event.target.value })}
            >
              <option value="">{GAME_RANK_TEXTS.chooseGame}</option>
              <option value={choices.titleName}>{choices.titleName}</option>
            </NativeSelect>
          ) : (
            <Input id={gameId} value={title} disabled={locked} onChange={(event) => change({ title: event.target.value })} />
          )}
          <PartErrors id={`${baseId}-title-error`} errors={titleErrors} />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={rankId}>{GAME_RANK_TEXTS.rank}</Label>
          {choices ? (
            <NativeSelect
              id={rankId}
              value={rank}
              disabled={locked}
              aria-invalid={rankErrors.length > 0 || undefined}
              aria-describedby={rankErrors.length > 0 ? `${baseId}-rank-error` : undefined}
              onChange={(event) => change({ rank: event.target.value })}
            >
              <option value="">{GAME_RANK_TEXTS.noRank}</option>
              {/* A prefilled rank the ladder no longer has stays visible, so the server's message can say why. */}
              {rank !== '' && !choices.ranks.includes(rank) ? <option value={rank}>{rank}</option> : null}
              {choices.ranks.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          ) : (
            <Input id={rankId} value={rank} disabled={locked} onChange={(event) => change({ rank: event.target.value })} />
          )}
          <PartErrors id={`${baseId}-rank-error`} errors={rankErrors} />
        </div>
      </div>
    </fieldset>
  );
}

export const INTEREST_FORM_FIELDS = { gameRank: GameRankField };

/** The labels of a highlight's parts (the answer's keys are `title` and `url`). */
export const HIGHLIGHT_PART_LABELS = { title: 'Highlight title', url: 'Link' } as const;

/**
 * The UI schema the form is drawn with: the version's own, plus the game-and-rank
 * block drawn by GameRankField and a highlight's parts labelled in words, so no
 * answer key ever shows as a label.
 */
export function presentedUiSchema(uiSchema: Record<string, unknown>, fields: readonly FormField[]): UiSchema {
  const ui: Record<string, unknown> = { ...uiSchema };
  for (const field of fields) {
    if (field.kind !== 'profile') continue;
    const own = isRecord(ui[field.id]) ? (ui[field.id] as Record<string, unknown>) : {};
    if (field.block === 'game_rank') ui[field.id] = { ...own, 'ui:field': 'gameRank' };
    if (field.block === 'highlights') {
      ui[field.id] = {
        ...own,
        items: { title: { 'ui:title': HIGHLIGHT_PART_LABELS.title }, url: { 'ui:title': HIGHLIGHT_PART_LABELS.url } },
      };
    }
  }
  return ui as UiSchema;
}
