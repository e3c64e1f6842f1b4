import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MESSAGES } from '#shared/password-policy.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { ClaimAccountForm } from './claim-account-form.tsx';

afterEach(() => vi.unstubAllGlobals());

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
