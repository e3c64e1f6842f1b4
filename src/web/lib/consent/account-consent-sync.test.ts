import { describe, expect, it } from 'vitest';
import { choiceInForce, consentSyncAction } from './account-consent-sync.ts';
import type { PrivacyConsent } from './privacy-consent.ts';

const EARLIER = '2026-11-01T10:00:00.000Z';
const LATER = '2026-11-02T10:00:00.000Z';
const local = (analytics: boolean, decidedAt: string): PrivacyConsent => ({ analytics, necessary: true, decidedAt, version: 1 });

describe('consentSyncAction: the newest choice wins', () => {
  it.each([
    ['neither has a choice', null, { analytics: null, decidedAt: null }, 'none', null],
    ['only this browser has one', local(false, EARLIER), { analytics: null, decidedAt: null }, 'send', false],
    ['only the account has one', null, { analytics: true, decidedAt: EARLIER }, 'adopt', true],
    ['both agree', local(true, EARLIER), { analytics: true, decidedAt: LATER }, 'none', true],
    ['the account is newer', local(true, EARLIER), { analytics: false, decidedAt: LATER }, 'adopt', false],
    ['this browser is newer', local(true, LATER), { analytics: false, decidedAt: EARLIER }, 'send', true],
    ['the same moment: the account', local(true, LATER), { analytics: false, decidedAt: LATER }, 'adopt', false],
    ['a browser choice without a time: the account', local(true, ''), { analytics: false, decidedAt: EARLIER }, 'adopt', false],
  ] as const)('%s', (_case, browser, account, action, inForce) => {
    expect(consentSyncAction(browser, account)).toBe(action);
    expect(choiceInForce(browser, account)).toBe(inForce);
  });
});
