/** Request and response contracts of the account area; the forms use the same schemas. */
import { z } from 'zod';
import { ageBracket, ageOn } from '../account/age-verification.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { PASSWORD_MESSAGES, passwordEmailProblem, passwordProblem } from '../account/password-policy.ts';
import { SELF_SERVICE_ROLES } from '../access/roles.ts';
import { THEMES } from '../value-sets.ts';
import { birthDateSchema } from './date-bounds.ts';
import { isPlainText, plainTextMessage } from './plain-text.ts';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));
/** A new password: the rule of password-policy.ts without the email part (see refinePasswordAgainstEmail). */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)
  .superRefine((value, ctx) => {
    if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) return; // said above
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * The email part of the password rule, for an object schema that knows the
 * account's email: `schema.superRefine(refinePasswordAgainstEmail('password', (value) => value.email))`.
 */
export function refinePasswordAgainstEmail<T extends Record<K, string>, K extends string>(
  field: K,
  emailOf: (value: T) => string | undefined,
) {
  return (value: T, ctx: z.RefinementCtx) => {
    const problem = passwordEmailProblem(value[field], emailOf(value));
    if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
  };
}
export const displayNameSchema = z
  .string()
  .trim()
  .min(2, 'Display name must be at least 2 characters')
  .max(60, 'Display name must be at most 60 characters')
  .refine(isPlainText, plainTextMessage('Display name'));
export { birthDateSchema } from './date-bounds.ts';

export const ACCOUNT_TYPES = ['player', 'parent', 'guardian', 'caster', 'creator', 'team_manager'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_ROLE = {
  player: 'recruit_player',
  parent: 'family_parent',
  guardian: 'family_guardian',
  caster: 'recruit_caster',
  creator: 'recruit_creator',
  team_manager: 'recruit_team_manager',
} as const satisfies Record<AccountType, (typeof SELF_SERVICE_ROLES)[number]>;
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  player: 'Player',
  parent: 'Parent',
  guardian: 'Guardian',
  caster: 'Caster',
  creator: 'Content creator',
  team_manager: 'Team manager',
};

export const UNDER_13_MESSAGE =
  'You must be 13 or older to create an account. A parent or guardian can create a family account instead.';
export const GUARDIAN_REQUIRED_MESSAGE = 'Players under 18 need a parent or guardian email';
export const GUARDIAN_OWN_EMAIL_MESSAGE = 'Use your parent or guardian’s own email';

/**
 * The age rules of docs/decisions/004-minors.md, applied by form and server
 * alike, at sign-up and at claiming an invited account (no account type
 * there; the email is compared when known).
 */
export function signUpRefinement(
  value: { birthDate: string; guardianEmail?: string | undefined; email?: string; accountType?: AccountType },
  ctx: z.RefinementCtx,
  today: Date = new Date(),
) {
  const age = ageOn(value.birthDate, today);
  if (age > 120 || age < 0) {
    ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'Enter a real date of birth' });
    return;
  }
  const bracket = ageBracket(age);
  if (bracket === 'under_13') {
    ctx.addIssue({ code: 'custom', path: ['birthDate'], message: UNDER_13_MESSAGE });
    return;
  }
  if (bracket === 'minor') {
    if (value.accountType === 'parent' || value.accountType === 'guardian') {
      ctx.addIssue({ code: 'custom', path: ['accountType'], message: 'Parents and guardians must be 18 or older' });
    }
    if (!value.guardianEmail) {
      ctx.addIssue({ code: 'custom', path: ['guardianEmail'], message: GUARDIAN_REQUIRED_MESSAGE });
    } else if (value.guardianEmail === value.email) {
      ctx.addIssue({ code: 'custom', path: ['guardianEmail'], message: GUARDIAN_OWN_EMAIL_MESSAGE });
    }
  }
}

/** Optional; an empty field counts as none. Required for 13-17 by signUpRefinement. */
export const guardianEmailSchema = z
  .union([emailSchema, z.literal('')])
  .optional()
  .transform((value) => value || undefined);

export const signUpBodySchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    displayName: displayNameSchema,
    birthDate: birthDateSchema,
    accountType: z.enum(ACCOUNT_TYPES),
    guardianEmail: guardianEmailSchema,
  })
  .superRefine((value, ctx) => signUpRefinement(value, ctx))
  .superRefine(refinePasswordAgainstEmail('password', (value) => value.email));
export type SignUpBody = z.input<typeof signUpBodySchema>;

/** POST /api/account/confirm-email: the token of the emailed confirmation link (docs/decisions/017). */
export const confirmEmailBodySchema = z.object({ token: z.string().min(1).max(200) });
export const INVALID_CONFIRMATION_LINK =
  'This confirmation link is invalid or has expired. Sign in with your email and password to get a new one.';
/** Sign-in of an account whose email is not confirmed yet (a new link has just been sent). */
export const EMAIL_NOT_CONFIRMED_MESSAGE =
  'Confirm your email address first: we have sent you a new link. Open it to finish signing in.';

export const signInBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
});

export const requestResetBodySchema = z.object({ email: emailSchema });

export const resetPasswordBodySchema = z.object({
  token: z.string().min(1).max(200),
  newPassword: passwordSchema,
});

export const updateAccountBodySchema = z
  .object({
    displayName: displayNameSchema.optional(),
    themePreference: z.enum(THEMES).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update');

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});

export const claimTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const claimInfoResponseSchema = z.object({ email: z.string(), fullName: z.string() });
export type ClaimInfo = z.infer<typeof claimInfoResponseSchema>;

/** The claim's fields without the age rules (forms pick from it). */
export const claimAccountFieldsSchema = z.object({
  token: z.string().min(1).max(200),
  password: passwordSchema,
  // Issue 10.4: an invited minor is not an adult; the sign-up age rules apply.
  birthDate: birthDateSchema,
  guardianEmail: guardianEmailSchema,
});
export const claimAccountBodySchema = claimAccountFieldsSchema.superRefine((value, ctx) => signUpRefinement(value, ctx));
