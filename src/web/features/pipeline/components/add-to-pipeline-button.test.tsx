import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentToAnalytics, trackedEvents } from '#web/test/tracked-events.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { json, stubFetch } from '#web/test/stub-fetch.ts';
import { VALORANT, ROCKET } from '#web/test/pipeline/pipeline-programs.ts';
import { AddToPipelineButton } from './add-to-pipeline-button.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('AddToPipelineButton', () => {
  it('adds to the one program with one press, with its source', async () => {
    const calls = stubFetch((call) => (call.method === 'POST' ? json(201, { entry: {}, isExisting: false }) : undefined));
    renderWithProviders(<AddToPipelineButton playerUserId="player-1" playerName="Alex Aim" programs={[VALORANT]} source="search" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Alex Aim to the Demo University Valorant varsity pipeline' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ path: `/api/programs/${VALORANT.id}/pipeline/entries`, body: { playerUserId: 'player-1', source: 'search' } });
  });

  it('tracks an add as a recruitment action named after its source; a player already there is no add', async () => {
    consentToAnalytics();
    let isExisting = false;
    const calls = stubFetch(
      (call) => (call.path.endsWith('/pipeline/entries') ? json(isExisting ? 200 : 201, { entry: { id: 'entry-1' }, isExisting }) : undefined),
      (call) => call.path.endsWith('/pipeline/entries'),
    );
    renderWithProviders(<AddToPipelineButton playerUserId="player-1" playerName="Alex Aim" programs={[VALORANT]} source="profile" />);
    const button = screen.getByRole('button', { name: 'Add Alex Aim to the Demo University Valorant varsity pipeline' });
    await userEvent.click(button);
    await waitFor(() => expect(trackedEvents('recruitment_action')).toEqual([expect.objectContaining({ action: 'pipeline_add_profile', targetType: 'pipeline_entry', targetId: 'entry-1' })]));
    isExisting = true;
    await userEvent.click(button);
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(button).toBeEnabled());
    expect(trackedEvents('recruitment_action')).toHaveLength(1);
  });

  it('offers a program picker when the viewer works several', async () => {
    const calls = stubFetch((call) => (call.method === 'POST' ? json(200, { entry: {}, isExisting: true }) : undefined));
    renderWithProviders(<AddToPipelineButton playerUserId="player-1" playerName="Alex Aim" programs={[VALORANT, ROCKET]} source="match" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Alex Aim to a pipeline' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Demo University Rocket League varsity' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ path: `/api/programs/${ROCKET.id}/pipeline/entries`, body: { source: 'match' } });
  });

  it('shows nothing without programs', () => {
    const { container } = renderWithProviders(<AddToPipelineButton playerUserId="player-1" playerName="Alex Aim" programs={[]} source="profile" />);
    expect(container.querySelector('button')).toBeNull();
  });
});
