import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

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

describe('TRACKING_RETENTION_DAYS', () => {
  it('defaults to 180 days and takes 1 to 365 (the privacy page promises at most 12 months)', () => {
    expect(readEnv({}).TRACKING_RETENTION_DAYS).toBe(180);
    expect(readEnv({ TRACKING_RETENTION_DAYS: '30' }).TRACKING_RETENTION_DAYS).toBe(30);
    expect(() => readEnv({ TRACKING_RETENTION_DAYS: '0' })).toThrow(/TRACKING_RETENTION_DAYS/);
    expect(() => readEnv({ TRACKING_RETENTION_DAYS: '366' })).toThrow(/TRACKING_RETENTION_DAYS/);
    expect(() => readEnv({ TRACKING_RETENTION_DAYS: 'forever' })).toThrow(/TRACKING_RETENTION_DAYS/);
  });
});
