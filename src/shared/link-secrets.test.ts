import { describe, expect, it } from 'vitest';
import { withoutEventSecrets, withoutLinkSecrets } from './link-secrets.ts';

describe('withoutLinkSecrets', () => {
  it('hides application and confirmation tokens and token query values; other paths stay as they are', () => {
    expect(withoutLinkSecrets('/application/view/abc_-123')).toBe('/application/view/:token');
    expect(withoutLinkSecrets('/application/confirm/abc?x=1#y')).toBe('/application/confirm/:token?x=1#y');
    expect(withoutLinkSecrets('/application/guardian/g_-1')).toBe('/application/guardian/:token');
    expect(withoutLinkSecrets('https://site.test/application/view/abc')).toBe('https://site.test/application/view/:token');
    expect(withoutLinkSecrets('/auth/reset-password?token=s3cret')).toBe('/auth/reset-password?token=:token');
    expect(withoutLinkSecrets('/college-invitation?a=1&TOKEN=s3cret&b=2')).toBe('/college-invitation?a=1&TOKEN=:token&b=2');
    expect(withoutLinkSecrets('/learn/how-to-get-recruited?tab=token')).toBe('/learn/how-to-get-recruited?tab=token');
    expect(withoutLinkSecrets('/application/view')).toBe('/application/view');
  });

  it('cleans an event path and a page view referrer, and leaves a clean event as it is', () => {
    expect(withoutEventSecrets({ type: 'page_view', path: '/application/view/x', referrer: '/auth/confirm-email?token=y', title: 'T' })).toEqual({
      type: 'page_view',
      path: '/application/view/:token',
      referrer: '/auth/confirm-email?token=:token',
      title: 'T',
    });
    const clean = { type: 'scroll_depth' as const, path: '/learn', depth: 50 as const };
    expect(withoutEventSecrets(clean)).toBe(clean);
  });
});
