import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreatePlayerForm } from './create-player-form.tsx';

const TEAMS = [{ id: '6f1c1a4e-2b1d-4c1e-9a57-0d4f6a8b9c10', name: 'Alpha Esports' }];

describe('CreatePlayerForm', () => {
  it('shows field messages and sends nothing when required fields are missing', async () => {
    const onSubmit = vi.fn();
    render(<CreatePlayerForm teams={TEAMS} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create player' }));
    expect(await screen.findByText('Display name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the chosen game’s roles, asks a guardian email for a minor, and submits the shared schema’s output', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<CreatePlayerForm teams={TEAMS} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Display name'), 'Young Ace');
    await user.type(screen.getByLabelText("Player's email"), 'ace@example.com');
    await user.selectOptions(screen.getByLabelText('Game'), 'league-of-legends');
    expect(screen.getByRole('option', { name: 'Jungle' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Duelist' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Role'), 'Jungle');
    await user.type(screen.getByLabelText('Class year'), String(new Date().getUTCFullYear() + 2));
    await user.click(screen.getByLabelText('Player is under 18'));
    await user.click(screen.getByRole('button', { name: 'Create player' }));
    expect(await screen.findByText('A parent or guardian email is required for a player under 18')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Parent or guardian email'), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Create player' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      displayName: 'Young Ace',
      isMinor: true,
      guardianEmail: 'parent@example.com',
      teamId: TEAMS[0]!.id,
      game: 'league-of-legends',
      role: 'Jungle',
      sendClaimLink: true,
    });
  });
});
