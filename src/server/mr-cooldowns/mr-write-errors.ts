/** The conflicts of the hero table's writes: a duplicate name is a 409 with a field message, whether a pre-check or the unique index finds it. */
import { AppError } from '#shared/app-error.ts';
import { MR_TEXTS } from '#shared/contracts/mr-cooldowns.ts';
import { isUniqueViolation } from '#server/content/slug-conflict.ts';

export const heroTakenError = () => new AppError('conflict', MR_TEXTS.heroTaken, { name: MR_TEXTS.heroTaken });
export const abilityTakenError = () => new AppError('conflict', MR_TEXTS.abilityTaken, { name: MR_TEXTS.abilityTaken });
export const heroNotFoundError = () => new AppError('not_found', MR_TEXTS.heroNotFound);
export const abilityNotFoundError = () => new AppError('not_found', MR_TEXTS.abilityNotFound);

/** Runs a write; a unique violation becomes `conflict()`. */
export async function withNameConflict<T>(write: () => Promise<T>, conflict: () => AppError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}
