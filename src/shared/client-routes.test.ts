/** security: unknown non-API paths answer 404 (issue 10.13); the matcher behind it. */
import { describe, expect, it } from 'vitest';
import { isClientRoute } from './client-routes.ts';

describe('client route matcher (issue 10.13)', () => {
  it.each(['/', '/auth', '/auth/', '/AUTH/Reset-Password', '/teams/abc/manage', '/learn/some-page', '/news/x/edit', '/inbox/123', '/colleges', '/college/some-college'])(
    'knows %s',
    (path) => expect(isClientRoute(path)).toBe(true),
  );

  it.each(['/no-such-page', '/no/such/page', '/teams/abc', '/teams/abc/manage/extra', '/learn/a/b/c', '/college', '/college/a/edit/x', '/index.html', '/assets/missing.js'])(
    'does not know %s',
    (path) => expect(isClientRoute(path)).toBe(false),
  );
});
