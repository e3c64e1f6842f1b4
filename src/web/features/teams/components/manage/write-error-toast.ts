/**
 * The toast for a failed roster write (spec 5, 8): "Access Denied" with the
 * action's text when the viewer is not a manager, "Already Assigned" with the
 * server's text for a duplicate game roster entry, otherwise the action's
 * failure text with the server's reason underneath.
 */
import { AppError } from '#shared/app-error.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { toast } from '#web/lib/toast.ts';

export const ACCESS_DENIED_TITLE = 'Access Denied';

/** The "Access Denied" texts of spec 8, per action. */
export const ACCESS_DENIED_TEXTS = {
  addMembers: "You don't have permission to add members.",
  addStaffMembers: "You don't have permission to add staff members.",
  addStaff: "You don't have permission to add staff.",
  manageStaff: "You don't have permission to manage staff.",
  addGames: "You don't have permission to add games.",
  removeGames: "You don't have permission to remove games.",
} as const;

const ALREADY_ASSIGNED_TEXTS: readonly string[] = [TEAM_TEXTS.memberAlreadyAssigned, TEAM_TEXTS.staffAlreadyAssigned];

export interface WriteErrorTexts {
  /** The failure text of spec 8, e.g. "Failed to add team member.". */
  failure: string;
  /** The Access Denied text for this action; without one the server's message is shown. */
  denied?: string;
  /** Spec 8 (games): title "Error", the server's message or the failure text as description. */
  errorTitle?: boolean;
}

export function showWriteError(error: unknown, { failure, denied, errorTitle = false }: WriteErrorTexts) {
  const appError = error instanceof AppError ? error : null;
  if (appError?.code === 'forbidden' && appError.message === TEAM_TEXTS.notManager) {
    toast.error(ACCESS_DENIED_TITLE, { description: denied ?? appError.message });
    return;
  }
  if (appError?.code === 'conflict' && ALREADY_ASSIGNED_TEXTS.includes(appError.message)) {
    toast.error(TEAM_TEXTS.alreadyAssignedTitle, { description: appError.message });
    return;
  }
  if (errorTitle) {
    toast.error('Error', { description: appError?.message || failure });
    return;
  }
  toast.error(failure, appError?.message ? { description: appError.message } : undefined);
}

/** The server's first field message (a 400 with fields), shown in the dialog beside the toast. */
export function firstFieldError(error: unknown): string | null {
  if (!(error instanceof AppError) || !error.fields) return null;
  return Object.values(error.fields)[0] ?? null;
}
