import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '#shared/app-error.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { FlagForm, NEW_FLAG_VALUES, type FlagFormValues } from './flag-form.tsx';

// Radix Switch measures itself; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const existing: FlagFormValues = {
  key: 'dev_tools',
  enabled: false,
  rolloutPercentage: 100,
  requiredRoles: ['yes_admin'],
  devOnly: false,
  variant: '',
  featureType: 'feature',
  notes: '',
};

function setup(mode: 'create' | 'edit', values: FlagFormValues, onSubmit = vi.fn(async () => undefined)) {
  renderWithProviders(<FlagForm mode={mode} defaultValues={values} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('FlagForm', () => {
  it('refuses a rollout above 100 with a field message and sends nothing', async () => {
    const { onSubmit, user } = setup('edit', existing);
    const rollout = screen.getByRole('spinbutton', { name: 'Rollout percentage' });
    await user.clear(rollout);
    await user.type(rollout, '150');
    await user.click(screen.getByRole('button', { name: 'Save Flag' }));
    expect(await screen.findByText('Rollout must be a whole number from 0 to 100')).toBeInTheDocument();
    expect(rollout).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an empty rollout', async () => {
    const { onSubmit, user } = setup('edit', existing);
    await user.clear(screen.getByRole('spinbutton', { name: 'Rollout percentage' }));
    await user.click(screen.getByRole('button', { name: 'Save Flag' }));
    expect(await screen.findByText('Rollout must be a whole number from 0 to 100')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a key that is not snake_case when creating', async () => {
    const { onSubmit, user } = setup('create', NEW_FLAG_VALUES);
    await user.type(screen.getByRole('textbox', { name: 'Key' }), 'Not A Key');
    await user.click(screen.getByRole('button', { name: 'Create Flag' }));
    expect(await screen.findByText('Use lowercase letters, digits and underscores, starting with a letter')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the edited values: switch, roles, rollout, blank variant as null', async () => {
    const { onSubmit, user } = setup('edit', existing);
    await user.click(screen.getByRole('switch', { name: 'Enabled' }));
    await user.click(screen.getByRole('checkbox', { name: 'yes_staff' }));
    await user.click(screen.getByRole('checkbox', { name: 'yes_admin' }));
    const rollout = screen.getByRole('spinbutton', { name: 'Rollout percentage' });
    await user.clear(rollout);
    await user.type(rollout, '40');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Feature type' }), 'experiment');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), '  Trial  ');
    await user.click(screen.getByRole('button', { name: 'Save Flag' }));
    expect(onSubmit).toHaveBeenCalledWith({
      key: 'dev_tools',
      enabled: true,
      rolloutPercentage: 40,
      requiredRoles: ['yes_staff'],
      devOnly: false,
      variant: null,
      featureType: 'experiment',
      notes: 'Trial',
    });
  });

  it('shows the server’s field errors on the fields', async () => {
    const onSubmit = vi.fn(async () => {
      throw new AppError('conflict', 'A flag with this key already exists', { key: 'A flag with this key already exists' });
    });
    const { user } = setup('create', NEW_FLAG_VALUES, onSubmit);
    await user.type(screen.getByRole('textbox', { name: 'Key' }), 'teams_management');
    await user.click(screen.getByRole('button', { name: 'Create Flag' }));
    expect(await screen.findByText('A flag with this key already exists')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Key' })).toHaveAttribute('aria-invalid', 'true');
  });
});
