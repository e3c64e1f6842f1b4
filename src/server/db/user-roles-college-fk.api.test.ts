/**
 * The migration that makes user_roles.college_id a foreign key to colleges
 * (docs/decisions/032) on a database that already holds roles: a role whose
 * college id names no college is deleted before the constraint is added;
 * roles of real colleges and roles without a college stay. Runs the
 * migration files on an empty in-memory PGlite, found by what they hold (the
 * numbers change when branches merge).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { expect, it } from 'vitest';

const DIR = path.join(import.meta.dirname, 'migrations');

async function apply(db: PGlite, file: string) {
  for (const statement of fs.readFileSync(path.join(DIR, file), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

it('deletes roles of unknown colleges, keeps the others, then enforces the key', async () => {
  const files = fs.readdirSync(DIR).filter((file) => file.endsWith('.sql')).sort();
  const target = files.findIndex((file) => fs.readFileSync(path.join(DIR, file), 'utf8').includes('user_roles_college_id_colleges_id_fk'));
  expect(target).toBeGreaterThan(0);
  const db = new PGlite({ extensions: { pg_trgm } });
  try {
    for (const file of files.slice(0, target)) await apply(db, file);
    await db.exec(`insert into profiles (id, email, full_name, email_verified) values ('u1', 'a@example.com', 'A', true)`);
    await db.exec(`insert into colleges (id, slug, name, city, state, predominant_degree, control)
      values ('00000000-0000-4000-8000-0000000000aa', 'real-college', 'Real College', 'Springfield', 'IL', 'bachelor', 'public')`);
    await db.exec(`insert into user_roles (user_id, role, college_id) values
      ('u1', 'programs_college_admin', 'c011e9e0-0000-4000-8000-000000000001'),
      ('u1', 'programs_college_staff', '00000000-0000-4000-8000-0000000000aa'),
      ('u1', 'recruit_player', null)`);
    await apply(db, files[target]!);
    const { rows } = await db.query<{ role: string; college_id: string | null }>('select role, college_id from user_roles order by role');
    expect(rows).toEqual([
      { role: 'programs_college_staff', college_id: '00000000-0000-4000-8000-0000000000aa' },
      { role: 'recruit_player', college_id: null },
    ]);
    await expect(
      db.exec(`insert into user_roles (user_id, role, college_id) values ('u1', 'programs_college_admissions', 'c011e9e0-0000-4000-8000-000000000002')`),
    ).rejects.toThrow(/user_roles_college_id_colleges_id_fk/);
  } finally {
    await db.close();
  }
});
