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

export interface WriteErrorMessage {
  title: string;
  description?: string;
}

/** The title and description for a failed write; see the file comment for the cases. */
export function describeWriteError(error: unknown, { failure, denied, errorTitle = false }: WriteErrorTexts): WriteErrorMessage {
  const appError = error instanceof AppError ? error : null;
  if (appError?.code === 'forbidden' && appError.message === TEAM_TEXTS.notManager) {
    return { title: ACCESS_DENIED_TITLE, description: denied ?? appError.message };
  }
  if (appError?.code === 'conflict' && ALREADY_ASSIGNED_TEXTS.includes(appError.message)) {
    return { title: TEAM_TEXTS.alreadyAssignedTitle, description: appError.message };
  }
  if (errorTitle) return { title: 'Error', description: appError?.message || failure };
  return { title: failure, description: appError?.message || undefined };
}

/** Toasts the failure and returns its text, so an open dialog can show it too (a modal hides the toasts from screen readers). */
export function showWriteError(error: unknown, texts: WriteErrorTexts): WriteErrorMessage {
  const message = describeWriteError(error, texts);
  toast.error(message.title, message.description ? { description: message.description } : undefined);
  return message;
}
