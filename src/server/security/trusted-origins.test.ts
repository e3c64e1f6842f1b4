/**
 * security: trusted origins (issue 10.8). One list answers "is this origin
 * trusted" for better-auth, the CSRF hook and the realtime upgrade: the
 * BASE_URL origin, its other loopback spellings when it is a loopback
 * address (so a browser at http://127.0.0.1:PORT can sign in and out when
 * BASE_URL is http://localhost:PORT), and TRUSTED_ORIGINS.
 */
import { describe, expect, it } from 'vitest';
import { readEnv } from '#server/env.ts';
import { isTrustedOrigin, trustedOriginsFor } from '#server/http/trusted-origins.ts';

describe('security: trusted origins (issue 10.8)', () => {
  it('trusts every loopback spelling of a loopback BASE_URL, on its port only', () => {
    const trusted = trustedOriginsFor('http://localhost:3000');
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://LOCALHOST:3000']) {
      expect(isTrustedOrigin(origin, trusted), origin).toBe(true);
    }
    for (const origin of [
      'http://localhost:3001',
      'http://127.0.0.1:3001',
      'https://localhost:3000',
      'http://localhost',
      'http://127.0.0.1.evil.example:3000',
      'http://evil.example',
      'null',
      '',
      'not a url',
    ]) {
      expect(isTrustedOrigin(origin, trusted), origin).toBe(false);
    }
    expect(isTrustedOrigin(undefined, trusted)).toBe(false);
  });

  it('trusts a public BASE_URL exactly, and no loopback address beside it', () => {
    const trusted = trustedOriginsFor('https://play.example.com');
    expect(isTrustedOrigin('https://play.example.com', trusted)).toBe(true);
    expect(isTrustedOrigin('https://play.example.com:443', trusted)).toBe(true);
    for (const origin of ['http://play.example.com', 'https://evil.play.example.com', 'http://localhost:3000', 'http://127.0.0.1']) {
      expect(isTrustedOrigin(origin, trusted), origin).toBe(false);
    }
  });

  it('adds TRUSTED_ORIGINS to the list', () => {
    const trusted = trustedOriginsFor('https://play.example.com', ['https://www.example.com', 'http://192.168.1.20:3000']);
    expect(trusted).toEqual(['https://play.example.com', 'https://www.example.com', 'http://192.168.1.20:3000']);
    expect(isTrustedOrigin('http://192.168.1.20:3000', trusted)).toBe(true);
  });

  it('the default BASE_URL (http://localhost:PORT) trusts 127.0.0.1 and [::1] on that port', () => {
    const env = readEnv({ PORT: '4202' });
    const trusted = trustedOriginsFor(env.BASE_URL, env.TRUSTED_ORIGINS);
    expect(trusted).toEqual(['http://localhost:4202', 'http://127.0.0.1:4202', 'http://[::1]:4202']);
  });

  it('reads TRUSTED_ORIGINS as a comma-separated list of origins, normalized', () => {
    const env = readEnv({ TRUSTED_ORIGINS: ' https://www.Example.com , http://192.168.1.20:3000/,https://a.example:443 ' });
    expect(env.TRUSTED_ORIGINS).toEqual(['https://www.example.com', 'http://192.168.1.20:3000', 'https://a.example']);
    expect(readEnv({}).TRUSTED_ORIGINS).toEqual([]);
  });

  it.each([
    ['www.example.com', 'not an origin'],
    ['ftp://files.example.com', 'not an origin'],
    ['https://example.com/app', 'not an origin'],
    ['https://example.com?x=1', 'not an origin'],
    ['*', 'not an origin'],
    ['https://*.example.com', 'not an origin'],
  ])('refuses TRUSTED_ORIGINS=%s with a clear message', (value, message) => {
    expect(() => readEnv({ TRUSTED_ORIGINS: value })).toThrow(message);
  });
});
