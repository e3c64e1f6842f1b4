/** Gold brand kit (docs/decisions/052): PUT /api/teams/:teamId/brand, its access matrix, tier gate, bad input, and where the brand shows. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_TEXTS } from '#shared/contracts/team-brand.ts';
import type { TeamManage } from '#shared/contracts/teams-manage.ts';
import type { TeamList } from '#shared/contracts/teams.ts';
import { teams } from '#server/db/schema/teams.ts';
import { uploadTestImage } from '#server/test/images/image-test-data.ts';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import type { TestUser } from '#server/test/test-users.ts';
import { insertTeam, insertTeamToolTeams, setTeamsFlag, signUpTeamToolCallers, TEAM_TOOL_MANAGERS, TEAM_TOOL_REFUSED } from '../../test/teams/schedule-test-data.ts';

let t: TestApp;
const users: Record<string, TestUser> = {};
let goldId: string;
let silverId: string;
/** The banner is the owner's upload (docs/decisions/057), made in beforeAll. */
const BRAND = { primaryColor: '#3B82F6', accentColor: '#e11d48', bannerUrl: '' };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await setTeamsFlag(db, true);
  Object.assign(users, await signUpTeamToolCallers(t.app));
  ({ goldId, silverId } = await insertTeamToolTeams(db, users, { gold: 'Brand Gold Team', silver: 'Brand Silver Team' }));
  BRAND.bannerUrl = await uploadTestImage(t.app, users.owner!);
});
afterAll(async () => t.close());

const put = (who: TestUser | undefined, payload: unknown, team = goldId) =>
  t.app.inject({ method: 'PUT', url: `/api/teams/${team}/brand`, headers: who ? { cookie: who.cookie } : {}, payload: payload as object });
const stored = async (team = goldId) =>
  (await t.database.db.select({ p: teams.brandPrimary, a: teams.brandAccent, b: teams.bannerUrl }).from(teams).where(eq(teams.id, team)))[0]!;
const manage = async (who: TestUser, team = goldId) =>
  (await t.app.inject({ method: 'GET', url: `/api/teams/${team}/manage`, headers: { cookie: who.cookie } })).json() as TeamManage;
const card = async (name: string) => {
  const list = (await t.app.inject({ method: 'GET', url: `/api/teams?q=${encodeURIComponent(name)}`, headers: { cookie: users.player!.cookie } })).json() as TeamList;
  return list.teams.find((team) => team.name === name)!;
};

describe('brand access matrix', () => {
  it.each(TEAM_TOOL_REFUSED)('%s is refused (%i) and nothing changes', async (who, status) => {
    const before = await stored();
    expect((await put(users[who], BRAND)).statusCode).toBe(status);
    expect(await stored()).toEqual(before);
  });

  it.each(TEAM_TOOL_MANAGERS)('%s saves the brand (colours in lower case)', async (who) => {
    const response = await put(users[who], BRAND);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ primaryColor: '#3b82f6', accentColor: '#e11d48', bannerUrl: BRAND.bannerUrl });
    expect(await stored()).toEqual({ p: '#3b82f6', a: '#e11d48', b: BRAND.bannerUrl });
  });
});

describe('brand tier gate and bad input', () => {
  it('a Silver team gets "Upgrade for Brand Management" and nothing is stored', async () => {
    const response = await put(users.owner, BRAND, silverId);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(BRAND_TEXTS.tierRequired);
    expect(await stored(silverId)).toEqual({ p: null, a: null, b: null });
  });

  it.each([
    ['not a hex colour', { ...BRAND, primaryColor: 'blue' }, 'primaryColor', BRAND_TEXTS.hex],
    ['a short hex', { ...BRAND, accentColor: '#fff' }, 'accentColor', BRAND_TEXTS.hex],
    ['white: unreadable under the dark theme text', { ...BRAND, primaryColor: '#ffffff' }, 'primaryColor', 'Too light'],
    ['navy: unreadable under the light theme text', { ...BRAND, accentColor: '#1d4ed8' }, 'accentColor', 'Too dark'],
    ['a javascript: banner', { ...BRAND, bannerUrl: 'javascript:alert(1)' }, 'bannerUrl', 'Upload the image here'],
    ['a banner on another site', { ...BRAND, bannerUrl: 'https://cdn.example.com/banner.png' }, 'bannerUrl', 'Upload the image here'],
    ['a missing field', { primaryColor: '#3b82f6', accentColor: null }, 'bannerUrl', ''],
  ])('400 for %s, naming the field, and nothing changes', async (_name, payload, field, message) => {
    const before = await stored();
    const response = await put(users.owner, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toContain(message);
    expect(await stored()).toEqual(before);
  });

  it('an archived team refuses changes (409)', async () => {
    const archived = await insertTeam(t.database.db, users.owner!.id, { tier: 'gold', archivedAt: new Date() });
    expect((await put(users.owner, BRAND, archived.id)).statusCode).toBe(409);
  });
});

describe('where the brand shows', () => {
  it('Gold: on the manage screen (members too) and on the Find Teams card', async () => {
    await put(users.owner, BRAND);
    const expected = { primaryColor: '#3b82f6', accentColor: '#e11d48', bannerUrl: BRAND.bannerUrl };
    expect((await manage(users.player!)).brand).toEqual(expected);
    expect((await card('Brand Gold Team')).brand).toEqual(expected);
    expect((await card('Brand Silver Team')).brand).toBeNull();
  });

  it('below Gold the default look returns (stored values kept); back on Gold the brand returns; all null clears it', async () => {
    const { db } = t.database;
    await db.update(teams).set({ subscriptionTier: 'silver' }).where(eq(teams.id, goldId));
    expect((await manage(users.owner!)).brand).toBeNull();
    expect((await card('Brand Gold Team')).brand).toBeNull();
    expect((await stored()).p).toBe('#3b82f6');
    await db.update(teams).set({ subscriptionTier: 'gold' }).where(eq(teams.id, goldId));
    expect((await manage(users.owner!)).brand?.primaryColor).toBe('#3b82f6');
    expect((await put(users.owner, { primaryColor: null, accentColor: null, bannerUrl: '' })).statusCode).toBe(200);
    expect((await manage(users.owner!)).brand).toBeNull();
  });
});
