import type { AttendanceStatus } from '#shared/value-sets.ts';

/** The attendance select's labels (spec 2.5). */
export const ATTENDANCE_OPTION_LABELS: Record<AttendanceStatus, string> = {
  attending: 'Attending',
  maybe: 'Maybe Attending',
  not_attending: 'Not Attending',
};

/** Badges and tab names in the team-wide list: the maybe badge says "Maybe" (spec 2.5). */
export const ATTENDANCE_BADGE_LABELS: Record<AttendanceStatus, string> = {
  attending: 'Attending',
  maybe: 'Maybe',
  not_attending: 'Not Attending',
};

/** Spec 5: the notes field of each status; attending has none. */
export const ATTENDANCE_NOTES = {
  not_attending: {
    label: 'Reason for not attending',
    placeholder: "Please let us know why you can't attend...",
  },
  maybe: { label: 'Additional notes (optional)', placeholder: 'Anything the team should know?' },
} as const;
