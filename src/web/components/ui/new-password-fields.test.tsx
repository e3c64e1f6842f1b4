import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_HINT } from '#shared/account/password-policy.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

const loadCommonPasswords = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('#shared/account/password-policy.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#shared/account/password-policy.ts')>()),
  loadCommonPasswords,
}));

describe('NewPasswordFields', () => {
  it('loads the common-password list when a box is focused, not when the fields mount', async () => {
    loadCommonPasswords.mockClear();
    function Harness() {
      const form = useForm({ defaultValues: { newPassword: '', confirmPassword: '' } });
      return <NewPasswordFields register={form.register} errors={{}} />;
    }
    render(<Harness />);
    expect(loadCommonPasswords).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByLabelText('New password'));
    expect(loadCommonPasswords).toHaveBeenCalled();
  });

  it('registers both password boxes with the form and shows their errors', async () => {
    let read: () => { newPassword: string; confirmPassword: string } = () => ({ newPassword: '', confirmPassword: '' });
    function Harness() {
      const form = useForm({ defaultValues: { newPassword: '', confirmPassword: '' } });
      read = () => form.getValues();
      return <NewPasswordFields register={form.register} errors={{ confirmPassword: { message: 'Passwords do not match' } }} />;
    }
    render(<Harness />);
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAccessibleDescription(PASSWORD_HINT);
    await userEvent.setup().type(password, 'secret');
    await userEvent.setup().type(screen.getByLabelText('Confirm new password'), 'other');
    expect(read()).toEqual({ newPassword: 'secret', confirmPassword: 'other' });
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });
});
