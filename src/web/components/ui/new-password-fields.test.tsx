import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PASSWORD_HINT } from '#shared/account/password-policy.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

describe('NewPasswordFields', () => {
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
