import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MESSAGES } from '#shared/account/password-policy.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

async function submit(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), password);
  await user.click(screen.getByRole('button', { name: 'Set New Password' }));
}

describe('security: the password rule in the reset form (issue 10.5)', () => {
  it.each([
    ['password', PASSWORD_MESSAGES.common],
    ['aaaaaaaa', PASSWORD_MESSAGES.repeated],
  ])('refuses %j with its message and sends nothing', async (password, message) => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ResetPasswordForm token="a-token" />);
    await submit(password);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s message on the field when the password contains the account’s email (the form does not know it)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          error: { code: 'validation', message: 'Please correct the highlighted fields.', fields: { newPassword: PASSWORD_MESSAGES.email } },
        }),
      ),
    );
    renderWithProviders(<ResetPasswordForm token="a-token" />);
    await submit('fran.forgetful-2026');
    expect(await screen.findByText(PASSWORD_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });
});
