/**
 * The password rule (ASVS 6.2, docs/decisions/012-password-policy-and-hashing.md),
 * one rule for the forms and the server: 8 to 128 characters of any kind
 * (no composition rules, nothing trimmed), not one character repeated, not
 * the account's email nor containing the name before its @, and not in the
 * common-password list of @zxcvbn-ts/language-common.
 *
 * The list (~49k entries) is loaded on demand with `loadCommonPasswords()`:
 * the server loads it before it serves (buildApp), the web's password forms
 * when a password field is focused or typed into, so it never weighs on a
 * cold page load (docs/decisions/089). Until it is
 * loaded the other checks still apply; the server is the authority.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  repeated: 'Password cannot be one character repeated',
  email: 'Password cannot be your email or contain the name before the @',
  common: 'This password is too common and easy to guess. Choose another one.',
} as const;

/** What the forms say beside a new-password field. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters; 12 or more is recommended. Not a common password or your email.`;

/** The shortest name before the @ that a password may not contain (shorter ones would refuse too much). */
const MIN_LOCAL_PART_LENGTH = 3;

let commonPasswords: ReadonlySet<string> | null = null;
let loading: Promise<void> | null = null;

/** Loads the common-password list once (a separate chunk on the web); safe to call often. */
export function loadCommonPasswords(): Promise<void> {
  loading ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => {
      commonPasswords = new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export const commonPasswordsLoaded = () => commonPasswords !== null;

/** The problem with the password alone (length, repetition, common list), or null. */
function passwordOnlyProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (new Set(password).size === 1) return PASSWORD_MESSAGES.repeated;
  if (commonPasswords?.has(password.toLowerCase())) return PASSWORD_MESSAGES.common;
  return null;
}

/** The problem of using this password on the account with this email, or null. */
export function passwordEmailProblem(password: string, email: string | undefined): string | null {
  if (!email) return null;
  const lowerPassword = password.toLowerCase();
  const lowerEmail = email.trim().toLowerCase();
  const localPart = lowerEmail.split('@')[0] ?? '';
  if (lowerPassword === lowerEmail) return PASSWORD_MESSAGES.email;
  if (localPart.length >= MIN_LOCAL_PART_LENGTH && lowerPassword.includes(localPart)) return PASSWORD_MESSAGES.email;
  return null;
}

/** The first problem of the password (for the account with `email`, when known), or null when it is allowed. */
export function passwordProblem(password: string, email?: string): string | null {
  return passwordOnlyProblem(password) ?? passwordEmailProblem(password, email);
}
