import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, subYears } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUARDIAN_REQUIRED_MESSAGE, UNDER_13_MESSAGE } from '#shared/contracts/account.ts';
import { PASSWORD_MESSAGES } from '#shared/account/password-policy.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { ClaimAccountForm } from './claim-account-form.tsx';

const yearsAgo = (years: number) => format(subYears(new Date(), years), 'yyyy-MM-dd');

afterEach(() => vi.unstubAllGlobals());

async function fillPasswords(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Password'), 'strong-password-1');
  await user.type(screen.getByLabelText('Confirm password'), 'strong-password-1');
}

describe('ClaimAccountForm: the sign-up age rules (issue 10.4)', () => {
  it('asks for the birth date and blocks people under 13 with the sign-up text', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ClaimAccountForm token="t0ken" email="kid@example.test" />);
    await fillPasswords(user);
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: yearsAgo(12) } });
    expect(screen.getByRole('alert')).toHaveTextContent(UNDER_13_MESSAGE);
    expect(screen.getByRole('button', { name: 'Claim Account' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires a guardian email for a 15-year-old, then sends it with the birth date', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ClaimAccountForm token="t0ken" email="kid@example.test" />);
    await fillPasswords(user);
    const birthDate = yearsAgo(15);
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: birthDate } });
    await user.click(screen.getByRole('button', { name: 'Claim Account' }));
    expect(await screen.findByText(GUARDIAN_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Parent or guardian email'), 'parent@example.test');
    await user.click(screen.getByRole('button', { name: 'Claim Account' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ token: 't0ken', password: 'strong-password-1', birthDate, guardianEmail: 'parent@example.test' });
  });
});

describe('security: the password rule in the claim form (issue 10.5)', () => {
  it.each([
    ['password123', PASSWORD_MESSAGES.common],
    ['ivy.invited@example.com', PASSWORD_MESSAGES.email],
    ['ivy.invited-2026', PASSWORD_MESSAGES.email],
    ['        ', PASSWORD_MESSAGES.repeated],
  ])('refuses %j with its message, knowing the invited email, and sends nothing', async (password, message) => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ClaimAccountForm token="a-token" email="ivy.invited@example.com" />);
    await user.type(screen.getByLabelText('Password'), password);
    await user.type(screen.getByLabelText('Confirm password'), password);
    await user.click(screen.getByRole('button', { name: 'Claim Account' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
