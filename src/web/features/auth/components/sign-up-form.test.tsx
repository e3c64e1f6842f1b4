import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, subYears } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGE_VERIFICATION_STORAGE_KEY } from '#shared/account/age-verification.ts';
import { UNDER_13_MESSAGE } from '#shared/contracts/account.ts';
import { PASSWORD_HINT, PASSWORD_MESSAGES } from '#shared/account/password-policy.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { SignUpForm } from './sign-up-form.tsx';

const yearsAgo = (years: number) => format(subYears(new Date(), years), 'yyyy-MM-dd');

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Display name'), 'Riley Rookie');
  await user.type(screen.getByLabelText('Email'), 'riley@example.test');
  await user.type(screen.getByLabelText('Password'), 'strong-password-1');
}

describe('SignUpForm', () => {
  it('asks for a parent or guardian email only for 13 to 17 year olds', () => {
    renderWithProviders(<SignUpForm />);
    const birthDate = screen.getByLabelText('Date of birth');
    expect(screen.queryByLabelText('Parent or guardian email')).not.toBeInTheDocument();

    fireEvent.change(birthDate, { target: { value: yearsAgo(15) } });
    expect(screen.getByLabelText('Parent or guardian email')).toBeInTheDocument();
    expect(screen.getByText(/Because you are under 18/)).toBeInTheDocument();

    fireEvent.change(birthDate, { target: { value: yearsAgo(25) } });
    expect(screen.queryByLabelText('Parent or guardian email')).not.toBeInTheDocument();
  });

  it('blocks people under 13 with the spec message and sends nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm />);
    await fillBasics(user);
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: yearsAgo(10) } });

    expect(screen.getByRole('alert')).toHaveTextContent(UNDER_13_MESSAGE);
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(submit).toBeDisabled();
    fireEvent.submit(submit.closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires the guardian email for a minor before submitting', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm />);
    await fillBasics(user);
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: yearsAgo(16) } });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Players under 18 need a parent or guardian email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the sign-up, stores the age verification and says to check the email (nobody is signed in yet)', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(202, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SignUpForm />, { path: '/auth' });
    await fillBasics(user);
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: yearsAgo(16) } });
    await user.type(screen.getByLabelText('Parent or guardian email'), 'parent@example.test');
    await user.selectOptions(screen.getByLabelText('Account type'), 'Player');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(screen.getByText('riley@example.test')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/account/sign-up');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      displayName: 'Riley Rookie',
      email: 'riley@example.test',
      accountType: 'player',
      birthDate: yearsAgo(16),
      guardianEmail: 'parent@example.test',
    });
    const stored = JSON.parse(window.localStorage.getItem(AGE_VERIFICATION_STORAGE_KEY) ?? 'null');
    expect(stored).toMatchObject({ passed: true });
    expect(typeof stored.timestamp).toBe('number');
  });

  it('puts server field errors on their fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(409, {
          error: {
            code: 'conflict',
            message: 'An account with this email already exists. Sign in instead.',
            fields: { email: 'An account with this email already exists. Sign in instead.' },
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm />);
    await fillBasics(user);
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: yearsAgo(30) } });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const emailInput = screen.getByLabelText('Email');
    await waitFor(() => expect(emailInput).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('An account with this email already exists. Sign in instead.')).toBeInTheDocument();
  });
});

describe('security: the password rule in the sign-up form (issue 10.5)', () => {
  it.each([
    ['password123', PASSWORD_MESSAGES.common],
    ['12345678', PASSWORD_MESSAGES.common],
    ['        ', PASSWORD_MESSAGES.repeated],
    ['riley@example.test', PASSWORD_MESSAGES.email],
    ['RILEY-plays-2026', PASSWORD_MESSAGES.email],
  ])('refuses %j with its message on the password field and sends nothing', async (password, message) => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm />);
    await user.type(screen.getByLabelText('Display name'), 'Riley Rookie');
    await user.type(screen.getByLabelText('Email'), 'riley@example.test');
    await user.type(screen.getByLabelText('Password'), password);
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: yearsAgo(30) } });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('recommends 12 or more characters beside the field', () => {
    renderWithProviders(<SignUpForm />);
    expect(screen.getByText(PASSWORD_HINT)).toBeInTheDocument();
    expect(PASSWORD_HINT).toMatch(/12 or more/);
  });
});

