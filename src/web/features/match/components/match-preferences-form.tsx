/**
 * The player's college preferences form (docs/decisions/030, "Preferences
 * and the match on the college side"): states, home ZIP and distance,
 * campus size, public or private, budget, scholarship need, levels sought,
 * the four importance sliders, and "must have" per preference. Checked with
 * the contract the server uses; the server's field errors (an unknown ZIP)
 * land on their fields; a failed save keeps what was typed.
 */
import X from 'lucide-react/icons/x';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { AppError } from '#shared/app-error.ts';
import {
  MAX_BUDGET_PER_YEAR,
  MAX_DISTANCE_MILES,
  matchPreferencesBodySchema,
  type MatchPreferencesBody,
  type StoredMatchPreferences,
} from '#shared/contracts/match.ts';
import {
  COLLEGE_SIZE_LABELS,
  COLLEGE_SIZES,
  CONTROL_PREFERENCES,
  IMPORTANCE_DEFAULT,
  IMPORTANCE_KEYS,
  IMPORTANCE_LABELS,
  IMPORTANCE_MAX,
  IMPORTANCE_MIN,
  type CollegeSize,
  type ControlPreference,
  type HardPreference,
  type ImportanceKey,
} from '#shared/match/match-types.ts';
import { PROGRAM_LEVEL_LABELS, PROGRAM_LEVELS, type ProgramLevel } from '#shared/recruiting/program-levels.ts';
import { US_STATE_CODES, US_STATES, type UsStateCode } from '#shared/recruiting/us-states.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FilterCheckboxGroup } from '#web/components/ui/filter-checkbox-group.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

/** What the slider's value says, for sighted users and screen readers alike. */
export const IMPORTANCE_VALUE_TEXT: Record<number, string> = {
  1: 'Not important',
  2: 'Less important',
  3: 'Neutral',
  4: 'More important',
  5: 'Very important',
};

const CONTROL_LABELS: Record<ControlPreference, string> = { public: 'Public only', private: 'Private only' };

interface FormValues {
  states: UsStateCode[];
  homeZip: string;
  maxDistanceMiles: string;
  sizes: CollegeSize[];
  control: ControlPreference | '';
  budgetPerYear: string;
  needsScholarship: boolean;
  levelsSought: ProgramLevel[];
  importance: Record<ImportanceKey, number>;
  hard: HardPreference[];
}

function initialValues(stored: StoredMatchPreferences | null): FormValues {
  return {
    states: stored?.states ?? [],
    homeZip: stored?.homeZip ?? '',
    maxDistanceMiles: stored?.maxDistanceMiles === null || stored?.maxDistanceMiles === undefined ? '' : String(stored.maxDistanceMiles),
    sizes: stored?.sizes ?? [],
    control: stored?.control ?? '',
    budgetPerYear: stored?.budgetPerYear === null || stored?.budgetPerYear === undefined ? '' : String(stored.budgetPerYear),
    needsScholarship: stored?.needsScholarship === true,
    levelsSought: stored?.levelsSought ?? [],
    importance: stored?.importance ?? { academics: IMPORTANCE_DEFAULT, location: IMPORTANCE_DEFAULT, esportsLevel: IMPORTANCE_DEFAULT, scholarship: IMPORTANCE_DEFAULT },
    hard: stored?.hard ?? [],
  };
}

/** A typed number, or the text itself (the contract then says what is wrong with it); empty is "not set". */
const numberOrNull = (text: string): number | string | null => (text.trim() === '' ? null : Number.isFinite(Number(text)) ? Number(text) : text);

function bodyOf(values: FormValues) {
  return {
    states: values.states,
    homeZip: values.homeZip.trim() === '' ? null : values.homeZip.trim(),
    maxDistanceMiles: numberOrNull(values.maxDistanceMiles),
    sizes: values.sizes,
    control: values.control === '' ? null : values.control,
    budgetPerYear: numberOrNull(values.budgetPerYear),
    needsScholarship: values.needsScholarship ? true : null,
    levelsSought: values.levelsSought,
    importance: values.importance,
    hard: values.hard,
  };
}

/**
 * Error messages by form slot: `states.3` is the states list's, `hard.1`
 * the "must have" box of the preference at that index of what was sent.
 */
function errorSlots(fields: Record<string, string>, sentHard: readonly HardPreference[]): Record<string, string> {
  const slots: Record<string, string> = {};
  for (const [rawKey, message] of Object.entries(fields)) {
    const [root, index] = rawKey.replace(/^body\./, '').split('.');
    const key = root === 'hard' && index !== undefined ? `hard.${sentHard[Number(index)] ?? ''}` : root === 'importance' && index ? `importance.${index}` : root!;
    slots[key] ??= message;
  }
  return slots;
}

/** "Must have" beside a preference: a broken one caps the match at 69. */
function MustHave({ preference, label, values, onChange, error }: { preference: HardPreference; label: string; values: FormValues; onChange: (hard: HardPreference[]) => void; error?: string }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="inline-flex min-h-8 items-center gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          className="size-4 accent-primary"
          checked={values.hard.includes(preference)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked ? [...values.hard, preference] : values.hard.filter((value) => value !== preference))}
        />
        {label}
      </label>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Group({ legend, description, children, error }: { legend: string; description?: string; children: ReactNode; error?: string }) {
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {description ? <p className="-mt-1 text-xs text-muted-foreground">{description}</p> : null}
      {children}
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}

export interface MatchPreferencesFormProps {
  stored: StoredMatchPreferences | null;
  onSave: (body: MatchPreferencesBody) => Promise<unknown>;
  onSaved: () => void;
  onCancel?: () => void;
}

export function MatchPreferencesForm({ stored, onSave, onSaved, onCancel }: MatchPreferencesFormProps) {
  const [values, setValues] = useState<FormValues>(() => initialValues(stored));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<FormValues>) => setValues((current) => ({ ...current, ...patch }));
  const setHard = (hard: HardPreference[]) => set({ hard });
  const addStateId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const raw = bodyOf(values);
    const parsed = matchPreferencesBodySchema.safeParse(raw);
    if (!parsed.success) {
      setErrors(errorSlots(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])), values.hard));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(parsed.data);
    } catch (error) {
      if (error instanceof AppError && error.fields) setErrors(errorSlots(error.fields, values.hard));
      else setFormError(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
      return;
    } finally {
      setSaving(false);
    }
    onSaved();
  };

  const remainingStates = US_STATE_CODES.filter((code) => !values.states.includes(code));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5" aria-label="College preferences">
      <Group legend="Location" description="Colleges in these states, or within a distance of your home ZIP code. Leave both empty for anywhere." error={errors.states}>
        <div className="grid gap-2">
          <label htmlFor={addStateId} className="text-sm font-medium">
            Add a state
          </label>
          <NativeSelect
            id={addStateId}
            value=""
            aria-invalid={Boolean(errors.states)}
            onChange={(event) => {
              const code = event.target.value as UsStateCode;
              if (code) set({ states: [...values.states, code] });
            }}
          >
            <option value="">{values.states.length === 0 ? 'Any state' : 'Add another state'}</option>
            {remainingStates.map((code) => (
              <option key={code} value={code}>
                {US_STATES[code]}
              </option>
            ))}
          </NativeSelect>
          {values.states.length > 0 ? (
            <ul aria-label="Your states" className="flex flex-wrap gap-1.5">
              {values.states.map((code) => (
                <li key={code} className="inline-flex items-center gap-1 rounded-md border bg-muted/40 py-0.5 pr-0.5 pl-2 text-sm">
                  {US_STATES[code]}
                  <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={`Remove ${US_STATES[code]}`} onClick={() => set({ states: values.states.filter((value) => value !== code) })}>
                    <X aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Home ZIP code" description="Distances are measured from it." error={errors.homeZip}>
            {(control) => <Input {...control} inputMode="numeric" autoComplete="postal-code" maxLength={10} value={values.homeZip} onChange={(event) => set({ homeZip: event.target.value })} />}
          </FormField>
          <FormField label="Maximum distance (miles)" description={`Optional, 1 to ${MAX_DISTANCE_MILES.toLocaleString('en-US')}.`} error={errors.maxDistanceMiles}>
            {(control) => (
              <Input {...control} type="number" inputMode="numeric" min={1} max={MAX_DISTANCE_MILES} step={1} value={values.maxDistanceMiles} onChange={(event) => set({ maxDistanceMiles: event.target.value })} />
            )}
          </FormField>
        </div>
        <MustHave preference="location" label="Location is a must" values={values} onChange={setHard} error={errors['hard.location']} />
      </Group>

      <Group legend="Campus" error={errors.sizes ?? errors.control}>
        <FilterCheckboxGroup legend="Campus size" options={COLLEGE_SIZES.map((size) => ({ value: size, label: COLLEGE_SIZE_LABELS[size] }))} selected={values.sizes} onChange={(sizes) => set({ sizes })} />
        <MustHave preference="size" label="Campus size is a must" values={values} onChange={setHard} error={errors['hard.size']} />
        <FormField label="Public or private">
          {(control) => (
            <NativeSelect {...control} value={values.control} onChange={(event) => set({ control: event.target.value as ControlPreference | '' })}>
              <option value="">Either</option>
              {CONTROL_PREFERENCES.map((value) => (
                <option key={value} value={value}>
                  {CONTROL_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <MustHave preference="control" label="Public or private is a must" values={values} onChange={setHard} error={errors['hard.control']} />
      </Group>

      <Group legend="Cost">
        <FormField label="Budget per year (US dollars)" description="What your family can pay for tuition after scholarships. Optional." error={errors.budgetPerYear}>
          {(control) => (
            <Input {...control} type="number" inputMode="numeric" min={0} max={MAX_BUDGET_PER_YEAR} step={500} value={values.budgetPerYear} onChange={(event) => set({ budgetPerYear: event.target.value })} />
          )}
        </FormField>
        <MustHave preference="budget" label="Budget is a must" values={values} onChange={setHard} error={errors['hard.budget']} />
        <label className="inline-flex min-h-8 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" checked={values.needsScholarship} onChange={(event) => set({ needsScholarship: event.target.checked })} />I need an esports scholarship
        </label>
        <MustHave preference="scholarship" label="A scholarship is a must" values={values} onChange={setHard} error={errors['hard.scholarship']} />
      </Group>

      <Group legend="Level" error={errors.levelsSought}>
        <FilterCheckboxGroup legend="Levels you seek" options={PROGRAM_LEVELS.map((level) => ({ value: level, label: PROGRAM_LEVEL_LABELS[level] }))} selected={values.levelsSought} onChange={(levelsSought) => set({ levelsSought })} />
        <MustHave preference="level" label="Level is a must" values={values} onChange={setHard} error={errors['hard.level']} />
      </Group>

      <Group legend="What matters most" description="Each slider weighs its part of your match, in your own view only. Recruiters see the standard weights.">
        <div className="grid gap-4 sm:grid-cols-2">
          {IMPORTANCE_KEYS.map((key) => (
            <ImportanceSlider key={key} name={key} value={values.importance[key]} error={errors[`importance.${key}`]} onChange={(value) => set({ importance: { ...values.importance, [key]: value } })} />
          ))}
        </div>
      </Group>

      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {Object.keys(errors).length > 0 ? <FormAlert>Please correct the highlighted fields.</FormAlert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={saving}>
          {saving ? (
            <>
              <Spinner /> Saving...
            </>
          ) : (
            'Save preferences'
          )}
        </Button>
      </div>
    </form>
  );
}

function ImportanceSlider({ name, value, error, onChange }: { name: ImportanceKey; value: number; error?: string; onChange: (value: number) => void }) {
  const id = useId();
  const text = IMPORTANCE_VALUE_TEXT[value] ?? String(value);
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {IMPORTANCE_LABELS[name]}
        </label>
        <span id={`${id}-value`} className="text-sm text-muted-foreground" aria-hidden="true">
          {text}
        </span>
      </div>
      <input
        id={id}
        type="range"
        className="w-full accent-primary"
        min={IMPORTANCE_MIN}
        max={IMPORTANCE_MAX}
        step={1}
        value={value}
        aria-valuetext={`${value} of ${IMPORTANCE_MAX}: ${text}`}
        aria-invalid={Boolean(error)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </div>
  );
}
