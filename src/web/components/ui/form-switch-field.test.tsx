import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useForm } from 'react-hook-form';
import { ControlledSwitchField, FormSwitchField } from './form-switch-field.tsx';

describe('FormSwitchField', () => {
  it('is a switch named by its label and described by its help line', async () => {
    const onCheckedChange = vi.fn();
    render(<FormSwitchField label="Enabled" description="Off means off." checked={false} onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Enabled' });
    expect(toggle).toHaveAccessibleDescription('Off means off.');
    await userEvent.setup().click(toggle);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('keeps a given id for the switch and its help line', () => {
    render(<FormSwitchField id="flag-create-enabled" label="Enabled" description="Off means off." checked onCheckedChange={() => {}} />);
    expect(screen.getByRole('switch', { name: 'Enabled' })).toHaveAttribute('id', 'flag-create-enabled');
    expect(document.getElementById('flag-create-enabled-description')).toHaveTextContent('Off means off.');
  });

  it('ControlledSwitchField shows and sets its form field, and whenUnset for an unset one', async () => {
    let read: () => { paid?: boolean } = () => ({});
    function Harness() {
      const form = useForm<{ paid?: boolean }>({ defaultValues: {} });
      read = () => form.getValues();
      return <ControlledSwitchField control={form.control} name="paid" label="Paid" description="Players are paid." whenUnset />;
    }
    render(<Harness />);
    const toggle = screen.getByRole('switch', { name: 'Paid' });
    expect(toggle).toBeChecked();
    await userEvent.setup().click(toggle);
    expect(toggle).not.toBeChecked();
    expect(read().paid).toBe(false);
  });
});
