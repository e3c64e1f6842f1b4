/**
 * security: when the outbox is readable (issue 10.1). Only development and
 * tests without SMTP_URL, and the e2e server's explicit EMAIL_TEST_OUTBOX,
 * which src/server/env.ts refuses beside SMTP_URL or off loopback.
 */
import { describe, expect, it } from 'vitest';
import { emailDeliveryOf } from '#server/email/email-delivery.ts';
import { readEnv } from '#server/env.ts';

const E2E = { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '4202', BASE_URL: 'http://localhost:4202', EMAIL_TEST_OUTBOX: 'true' };

describe('security: readable outbox only in development and tests (issue 10.1)', () => {
  it.each([
    ['development without SMTP_URL', {}, { kind: 'outbox' }],
    ['test without SMTP_URL', { NODE_ENV: 'test' }, { kind: 'outbox' }],
    ['production without SMTP_URL (npm start)', { NODE_ENV: 'production' }, { kind: 'none' }],
    ['production with SMTP_URL', { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' }, { kind: 'smtp', smtpUrl: 'smtp://mail.example.com:587' }],
    ['development with SMTP_URL', { SMTP_URL: 'smtp://127.0.0.1:1025' }, { kind: 'smtp', smtpUrl: 'smtp://127.0.0.1:1025' }],
    ['the e2e server (production build, EMAIL_TEST_OUTBOX on loopback)', E2E, { kind: 'outbox' }],
  ])('%s', (_label, source, expected) => {
    expect(emailDeliveryOf(readEnv(source))).toEqual(expected);
  });

  it.each([
    ['beside SMTP_URL', { ...E2E, SMTP_URL: 'smtp://mail.example.com' }],
    ['listening on every interface', { ...E2E, HOST: '0.0.0.0' }],
    ['with the default HOST', { ...E2E, HOST: undefined }],
    ['with a public BASE_URL', { ...E2E, BASE_URL: 'https://play.example.com' }],
    ['with a public trusted origin', { ...E2E, TRUSTED_ORIGINS: 'https://play.example.com' }],
  ])('refuses EMAIL_TEST_OUTBOX %s', (_label, source) => {
    expect(() => readEnv(source)).toThrow(/EMAIL_TEST_OUTBOX/);
  });
});
