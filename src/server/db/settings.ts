import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { appSettings } from './schema/settings.ts';

/** Reads a setting, creating it with `create()` first if absent; safe when several servers start at once. */
export async function getOrCreateSetting(db: Database, key: string, create: () => string): Promise<string> {
  await db.insert(appSettings).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return row!.value;
}

export const generateSecret = () => randomBytes(32).toString('base64url');
