/** The program form's values: the write contract's input, with '' where a select or number input is empty. */
import { PLAIN_PROGRAM_FIELDS, type ProgramEdit, type ProgramInput } from '#shared/contracts/college-edit.ts';

export type ProgramFormValues = ProgramInput;

/** A new program: the game and level are chosen by the user ('' shows "Choose ..."). */
export const NEW_PROGRAM_VALUES: ProgramFormValues = {
  titleSlug: '' as ProgramFormValues['titleSlug'],
  level: '' as ProgramFormValues['level'],
  rosterSize: '10',
  openSpots: '0',
  rolesNeeded: [],
  classYears: [],
  minTierId: '',
  targetTierId: '',
  minGpa: '',
  scholarshipMin: '',
  scholarshipMax: '',
  isRecruiting: true,
  tryoutNotes: '',
  tryoutsAt: '',
  teamId: '',
};

const text = (value: number | null) => (value === null ? '' : String(value));

export function programFormValues(program: ProgramEdit): ProgramFormValues {
  return {
    titleSlug: program.titleSlug,
    level: program.level,
    rosterSize: String(program.rosterSize),
    openSpots: String(program.openSpots),
    rolesNeeded: program.rolesNeeded.map((need) => ({ ...need, count: String(need.count) })),
    classYears: program.classYears,
    minTierId: program.minTierId ?? '',
    targetTierId: program.targetTierId ?? '',
    minGpa: text(program.minGpa),
    scholarshipMin: text(program.scholarshipMin),
    scholarshipMax: text(program.scholarshipMax),
    isRecruiting: program.isRecruiting,
    tryoutNotes: program.tryoutNotes ?? '',
    tryoutsAt: program.tryoutsAt ?? '',
    teamId: program.team?.id ?? '',
  };
}

/** Field names a server refusal may name, for applyFieldErrors (the roles' rows by index). */
export function programFieldNames(roleRows: number) {
  const rows = Array.from({ length: roleRows }, (_, index) =>
    (['role', 'count', 'priority'] as const).map((part) => `rolesNeeded.${index}.${part}` as const),
  ).flat();
  return ['titleSlug', 'rolesNeeded', ...rows, ...PLAIN_PROGRAM_FIELDS, 'tryoutsAt', 'teamId'] as const;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a datetime-local input shows it, in the browser's time zone ('' for none or an unreadable value). */
export function toLocalInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value (the browser's time zone) as an ISO instant; '' stays '' (none), an unreadable value is kept for the contract to refuse. */
export function fromLocalInputValue(local: string): string {
  if (!local) return '';
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}
