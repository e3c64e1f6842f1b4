import { fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import type { Resolver } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loadCommonPasswords = vi.fn<() => Promise<void>>();
vi.mock('#shared/account/password-policy.ts', () => ({ loadCommonPasswords: () => loadCommonPasswords() }));

const { COMMON_PASSWORDS_WAIT_MS, PRELOAD_COMMON_PASSWORDS_ON_USE, withCommonPasswords } = await import('./common-passwords.ts');

type Values = { password: string };
const inner = vi.fn<Resolver<Values>>(async (values) => ({ values, errors: {} }));
const validate = () => withCommonPasswords(inner)({ password: 'secret-pass' }, undefined, { fields: {}, shouldUseNativeValidation: false });

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

beforeEach(() => {
  loadCommonPasswords.mockReset();
  inner.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the password forms and the common-password list', () => {
  const renderPasswordField = () =>
    render(createElement('input', { type: 'password', 'aria-label': 'Password', ...PRELOAD_COMMON_PASSWORDS_ON_USE }));

  it('starts loading the list when a password field is focused, not when it mounts', () => {
    loadCommonPasswords.mockResolvedValue(undefined);
    renderPasswordField();
    expect(loadCommonPasswords).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByLabelText('Password'));
    expect(loadCommonPasswords).toHaveBeenCalledTimes(1);
  });

  it('starts loading the list when a password field is typed or autofilled into without focus', () => {
    loadCommonPasswords.mockResolvedValue(undefined);
    renderPasswordField();
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    expect(loadCommonPasswords).toHaveBeenCalledTimes(1);
  });

  it('validates once the list has loaded', async () => {
    const list = deferred();
    loadCommonPasswords.mockReturnValue(list.promise);
    const result = validate();
    await Promise.resolve();
    expect(inner).not.toHaveBeenCalled();
    list.resolve();
    await expect(result).resolves.toEqual({ values: { password: 'secret-pass' }, errors: {} });
    expect(inner).toHaveBeenCalledTimes(1);
  });

  it('still validates (and lets the server judge) when the list fails to load', async () => {
    loadCommonPasswords.mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    await expect(validate()).resolves.toEqual({ values: { password: 'secret-pass' }, errors: {} });
    expect(inner).toHaveBeenCalledTimes(1);
  });

  it('does not hold a submit longer than the wait when the list never arrives', async () => {
    vi.useFakeTimers();
    loadCommonPasswords.mockReturnValue(new Promise<void>(() => undefined));
    const result = validate();
    await vi.advanceTimersByTimeAsync(COMMON_PASSWORDS_WAIT_MS - 1);
    expect(inner).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ values: { password: 'secret-pass' }, errors: {} });
    expect(inner).toHaveBeenCalledTimes(1);
  });
});
