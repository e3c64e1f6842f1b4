import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '#server/http/rate-limits.ts';
import { readEnv, recruitingRateLimitOptions, requestQueueOptions } from './env.ts';

describe('TRUST_PROXY (issue 10.11, docs/decisions/017)', () => {
  it('is off by default and with "false"', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count, true, or a list of addresses and CIDRs', () => {
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(readEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('refuses anything else with a clear message', () => {
    expect(() => readEnv({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });
});

describe('sign-in failure limits', () => {
  it('default to 10 per account and address, 100 per address, in 15 minutes', () => {
    const env = readEnv({});
    expect([env.SIGN_IN_FAILURE_MAX, env.SIGN_IN_ADDRESS_FAILURE_MAX, env.SIGN_IN_FAILURE_WINDOW_SECONDS]).toEqual([10, 100, 900]);
  });
});

describe('points events rate limit', () => {
  it('defaults to 60 process-points calls per account a minute and takes positive whole numbers', () => {
    const env = readEnv({});
    expect([env.POINTS_EVENTS_RATE_LIMIT_MAX, env.POINTS_EVENTS_RATE_LIMIT_WINDOW_SECONDS]).toEqual([60, 60]);
    expect(readEnv({ POINTS_EVENTS_RATE_LIMIT_MAX: '5' }).POINTS_EVENTS_RATE_LIMIT_MAX).toBe(5);
    expect(() => readEnv({ POINTS_EVENTS_RATE_LIMIT_MAX: '0' })).toThrow(/POINTS_EVENTS_RATE_LIMIT_MAX/);
  });
});

describe('recruiting rate limits (docs/decisions/038, 039)', () => {
  it('default to the app defaults: form views, submissions per address and per form, application links, short links', () => {
    expect(recruitingRateLimitOptions(readEnv({}))).toEqual({
      publicFormViewRateLimit: DEFAULT_RATE_LIMITS.publicFormViews,
      formSubmissionRateLimit: DEFAULT_RATE_LIMITS.formSubmissions,
      formVisitorSubmissionRateLimit: DEFAULT_RATE_LIMITS.formVisitorSubmissions,
      applicationLinkRateLimit: DEFAULT_RATE_LIMITS.applicationLinks,
      shortLinkRateLimit: DEFAULT_RATE_LIMITS.shortLinkOpens,
    });
    expect(DEFAULT_RATE_LIMITS.formVisitorSubmissions).toEqual({ max: 100, windowSeconds: 3600 });
  });

  it('passes each variable to its own option', () => {
    const options = recruitingRateLimitOptions(
      readEnv({
        FORM_VIEW_RATE_LIMIT_MAX: '1',
        FORM_VIEW_RATE_LIMIT_WINDOW_SECONDS: '2',
        FORM_SUBMISSION_RATE_LIMIT_MAX: '3',
        FORM_SUBMISSION_RATE_LIMIT_WINDOW_SECONDS: '4',
        FORM_VISITOR_SUBMISSION_RATE_LIMIT_MAX: '5',
        FORM_VISITOR_SUBMISSION_RATE_LIMIT_WINDOW_SECONDS: '6',
        APPLICATION_LINK_RATE_LIMIT_MAX: '7',
        APPLICATION_LINK_RATE_LIMIT_WINDOW_SECONDS: '8',
        SHORT_LINK_RATE_LIMIT_MAX: '9',
        SHORT_LINK_RATE_LIMIT_WINDOW_SECONDS: '10',
      }),
    );
    expect(options).toEqual({
      publicFormViewRateLimit: { max: 1, windowSeconds: 2 },
      formSubmissionRateLimit: { max: 3, windowSeconds: 4 },
      formVisitorSubmissionRateLimit: { max: 5, windowSeconds: 6 },
      applicationLinkRateLimit: { max: 7, windowSeconds: 8 },
      shortLinkRateLimit: { max: 9, windowSeconds: 10 },
    });
  });

  it.each([
    'FORM_VIEW_RATE_LIMIT_MAX',
    'FORM_SUBMISSION_RATE_LIMIT_WINDOW_SECONDS',
    'FORM_VISITOR_SUBMISSION_RATE_LIMIT_MAX',
    'APPLICATION_LINK_RATE_LIMIT_MAX',
    'SHORT_LINK_RATE_LIMIT_WINDOW_SECONDS',
  ])('refuses %s that is not a positive whole number, naming it', (name) => {
    for (const value of ['0', '-1', '1.5', 'many']) expect(() => readEnv({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe('TRACKING_RETENTION_DAYS', () => {
  it('defaults to 180 days and takes 1 to 365 (the privacy page promises at most 12 months)', () => {
    expect(readEnv({}).TRACKING_RETENTION_DAYS).toBe(180);
    expect(readEnv({ TRACKING_RETENTION_DAYS: '30' }).TRACKING_RETENTION_DAYS).toBe(30);
    expect(() => readEnv({ TRACKING_RETENTION_DAYS: '0' })).toThrow(/TRACKING_RETENTION_DAYS/);
    expect(() => readEnv({ TRACKING_RETENTION_DAYS: '366' })).toThrow(/TRACKING_RETENTION_DAYS/);
    expect(() => readEnv({ TRACKING_RETENTION_DAYS: 'forever' })).toThrow(/TRACKING_RETENTION_DAYS/);
  });
});

describe('REQUEST_QUEUE_* (docs/decisions/086)', () => {
  it('runs 4 requests at once on PGlite and 20 on PostgreSQL unless told otherwise, each waiting at most 1.5 s', () => {
    expect(requestQueueOptions(readEnv({}))).toEqual({ concurrency: 4, maxQueue: 200, maxWaitMs: 1500 });
    expect(requestQueueOptions(readEnv({ DATABASE_URL: 'postgres://localhost/app' }))).toEqual({ concurrency: 20, maxQueue: 200, maxWaitMs: 1500 });
    expect(requestQueueOptions(readEnv({ REQUEST_QUEUE_CONCURRENCY: '8', REQUEST_QUEUE_MAX_WAITING: '0', REQUEST_QUEUE_MAX_WAIT_MS: '300' }))).toEqual({
      concurrency: 8,
      maxQueue: 0,
      maxWaitMs: 300,
    });
  });

  it('is off with a concurrency of 0, and refuses values that are not whole numbers', () => {
    expect(requestQueueOptions(readEnv({ REQUEST_QUEUE_CONCURRENCY: '0' }))).toBeUndefined();
    expect(() => readEnv({ REQUEST_QUEUE_CONCURRENCY: '-1' })).toThrow(/REQUEST_QUEUE_CONCURRENCY/);
    expect(() => readEnv({ REQUEST_QUEUE_MAX_WAIT_MS: '0' })).toThrow(/REQUEST_QUEUE_MAX_WAIT_MS/);
    expect(() => readEnv({ REQUEST_QUEUE_MAX_WAITING: 'lots' })).toThrow(/REQUEST_QUEUE_MAX_WAITING/);
  });
});
