/** GET /api/profile/slug-available?slug=: the identity form's debounced check (format, reserved, taken). */
import { PROFILE_SETUP_TEXTS, slugSchema, type SlugAvailableResponse } from '#shared/contracts/profile-setup.ts';
import type { Database } from '#server/db/client.ts';
import { isSlugTaken } from './save-identity-step.ts';

export async function checkSlugAvailable(db: Database, ownerId: string, rawSlug: string): Promise<SlugAvailableResponse> {
  const parsed = slugSchema.safeParse(rawSlug);
  if (!parsed.success) return { slug: rawSlug, available: false, message: parsed.error.issues[0]?.message ?? PROFILE_SETUP_TEXTS.slugFormat };
  const taken = await isSlugTaken(db, parsed.data, ownerId);
  return { slug: parsed.data, available: !taken, message: taken ? PROFILE_SETUP_TEXTS.slugTaken : null };
}
