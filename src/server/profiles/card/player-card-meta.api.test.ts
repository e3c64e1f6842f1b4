/**
 * Open Graph tags on the player pages (issue 11.4, docs/decisions/022): the
 * served index.html of /player/{slug} and /player/{slug}/card carries the
 * card's tags when the profile is public, and nothing otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { insertUser } from '#server/test/teams/team-test-data.ts';
import { signUpWithRoles } from '#server/test/test-users.ts';
import { birthDateForAge } from '../../seed/birth-date-for-age.ts';
import { addGameProfile, linkActiveGuardian, publishProfile } from '../../test/profiles/player-test-data.ts';
import { removeWebRoot, standInWebRoot } from '#server/test/web-root.ts';

// A stand-in for dist/web/index.html: the tests must not depend on a build.
const INDEX_HTML = '<!doctype html><html><head><title>Esports Recruiting</title></head><body><div id="root"></div></body></html>';
let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = standInWebRoot(INDEX_HTML);
  t = await createTestApp({ serveWeb: true, webRoot, baseUrl: 'https://recruit.example.com' });
  const { db } = t.app.ctx;
  const adult = await insertUser(db, 'Ada Public');
  await publishProfile(db, adult.id, { slug: 'ada-public', displayName: 'Ada Public', gradYear: 2026, state: 'CA' });
  await addGameProfile(db, adult.id, 'valorant', 'Diamond 2', { primaryRole: 'Duelist' });
  const hostile = await insertUser(db, 'Hostile');
  await publishProfile(db, hostile.id, { slug: 'hostile', displayName: '"><script>alert(1)</script> & Co' });
  const recruitersOnly = await insertUser(db, 'Rita Recruiters');
  await publishProfile(db, recruitersOnly.id, { slug: 'rita-recruiters', visibility: 'recruiters_only' });
  const minor = await insertUser(db, 'Milo Minor');
  await publishProfile(db, minor.id, { slug: 'milo-minor', displayName: 'Milo', gradYear: 2028, state: 'OH', birthDate: birthDateForAge(15), guardianApprovedVisibility: 'public' });
  await addGameProfile(db, minor.id, 'valorant', 'Gold 1', { primaryRole: 'Sentinel' });
  const unapproved = await insertUser(db, 'Una Unapproved');
  await publishProfile(db, unapproved.id, { slug: 'una-unapproved', birthDate: birthDateForAge(14) });
  const guardian = await signUpWithRoles(t.app, ['family_parent']);
  await linkActiveGuardian(db, minor.id, guardian.id, guardian.email);
});
afterAll(async () => {
  await t?.close();
  removeWebRoot(webRoot);
});

function page(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

function metaOf(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)].map((match) => [match[1]!, match[2]!]));
}

describe('Open Graph tags on the player pages', () => {
  it.each(['/player/ada-public', '/player/ada-public/card'])('%s carries the card tags, absolute from BASE_URL', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(metaOf(response.body)).toEqual({
      'og:type': 'profile',
      'og:title': 'Ada Public · Esports Recruiting',
      'og:description': 'Class of 2026 · California · Valorant Diamond 2 · Duelist',
      'og:url': `https://recruit.example.com${url}`,
      'og:image': 'https://recruit.example.com/api/players/ada-public/card.png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Player card of Ada Public',
      'twitter:card': 'summary_large_image',
    });
    // Inside the head, the rest of the page as it was.
    expect(response.body.indexOf('og:title')).toBeLessThan(response.body.indexOf('</head>'));
    expect(response.body.replace(/\s*<meta [^>]*\/>/g, '').replace(/\s+<\/head>/, '</head>')).toBe(INDEX_HTML);
  });

  it('escapes HTML in a display name', async () => {
    const response = await page('/player/hostile');
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(metaOf(response.body)['og:title']).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co · Esports Recruiting');
  });

  it("describes a public minor by class year and state only", async () => {
    const tags = metaOf((await page('/player/milo-minor/card')).body);
    expect(tags['og:description']).toBe('Class of 2028 · Ohio');
    expect(tags['og:image']).toBe('https://recruit.example.com/api/players/milo-minor/card.png');
  });

  it.each(['/player/rita-recruiters', '/player/una-unapproved/card', '/player/no-such-player', `/player/${'x'.repeat(90)}`])(
    '%s is the plain index.html, nothing about the player',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('uses the signed-out rule whoever asks (an admin gets no tags for an unapproved minor)', async () => {
    const admin = await signUpWithRoles(t.app, ['yes_admin']);
    const response = await page('/player/una-unapproved', admin.cookie);
    expect(response.body).toBe(INDEX_HTML);
  });
});
