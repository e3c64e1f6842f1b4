import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PendingButton } from './pending-button.tsx';

describe('PendingButton', () => {
  it('shows its label and is enabled while idle, unless disabled', () => {
    const { rerender } = render(
      <PendingButton pending={false} pendingLabel="Saving...">
        Save
      </PendingButton>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    rerender(
      <PendingButton pending={false} pendingLabel="Saving..." disabled>
        Save
      </PendingButton>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('is disabled and shows the pending label while pending', () => {
    render(
      <PendingButton type="submit" pending pendingLabel="Saving...">
        Save
      </PendingButton>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('type', 'submit');
    expect(button.querySelector('svg.animate-spin')).not.toBeNull();
  });
});
