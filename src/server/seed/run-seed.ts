/**
 * `npm run seed`: opens the database named by the environment (PGlite in
 * DATA_DIR, or DATABASE_URL), applies migrations and seeds the demo data
 * unless it was seeded before.
 */
import { mkdirSync } from 'node:fs';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { generateSecret, getOrCreateSetting } from '#server/db/settings.ts';
import { emailDeliveryOf } from '#server/email/email-delivery.ts';
import { readEnv } from '#server/env.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { seedColleges } from './seed-colleges.ts';
import { seedDemoData } from './seed-demo-data.ts';

const env = readEnv();
if (!env.DATABASE_URL) mkdirSync(env.DATA_DIR, { recursive: true });
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const colleges = await seedColleges(database.db);
  console.log(`Colleges: ${colleges.changed} institutions added or updated.`);
  const app = await buildApp({
    db: database.db,
    authSecret: env.AUTH_SECRET ?? (await getOrCreateSetting(database.db, 'auth_secret', generateSecret)),
    baseUrl: env.BASE_URL,
    trustedOrigins: env.TRUSTED_ORIGINS,
    emailDelivery: emailDeliveryOf(env),
    mailFrom: env.MAIL_FROM,
    staffEmail: env.STAFF_EMAIL,
    logger: false,
  });
  try {
    const seeded = await seedDemoData(app.ctx);
    const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`;
    console.log(seeded ? `Demo data seeded into ${where}.` : `Demo data already present in ${where}; nothing added.`);
    console.log(`Demo accounts (password for all: ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.kind.padEnd(18)} ${account.email}`);
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
