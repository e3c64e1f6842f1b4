import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_HINT, PASSWORD_MESSAGES } from '#shared/account/password-policy.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('security: the password rule in the change-password form (issue 10.5)', () => {
  it.each([
    ['12345678', PASSWORD_MESSAGES.common],
    ['Password123', PASSWORD_MESSAGES.common],
    ['casey.caster@example.com', PASSWORD_MESSAGES.email],
    ['my-casey.caster-pass', PASSWORD_MESSAGES.email],
    ['zzzzzzzzzz', PASSWORD_MESSAGES.repeated],
  ])('refuses %j with its message on the new password and sends nothing', async (password, message) => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm email="casey.caster@example.com" />);
    await user.type(screen.getByLabelText('Current password'), 'the-current-one-2026');
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), password);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('recommends 12 or more characters', () => {
    renderWithProviders(<ChangePasswordForm email="casey.caster@example.com" />);
    expect(screen.getByText(PASSWORD_HINT)).toBeInTheDocument();
  });
});
