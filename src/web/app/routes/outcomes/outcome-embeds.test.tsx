/** The outcome components other parts' screens embed: the record form (pipeline board, player's pipeline) and a player's list. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '#web/config/paths.ts';
import { PlayerOutcomesList } from '#web/features/outcomes/components/player-outcomes-list.tsx';
import { RecordOutcomeForm } from '#web/features/outcomes/components/record-outcome-form.tsx';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { OUTCOME_ID, outcomeAnswer } from '#web/test/outcomes/outcome-test-data.ts';

const PROGRAM_ID = '22222222-2222-4222-8222-222222222222';
const renderAt = (element: React.ReactElement) => renderTeamRoute(element, { path: paths.home.path, url: paths.home.getHref() });

afterEach(() => vi.unstubAllGlobals());

describe('RecordOutcomeForm', () => {
  it('the program records the player’s outcome with its program', async () => {
    const onDone = vi.fn();
    const calls = stubApi(meResponse(), (call) => (call.path === '/api/recruiting-outcomes' ? json(201, outcomeAnswer({ confirmed: true })) : undefined));
    renderAt(<RecordOutcomeForm target={{ kind: 'program', playerUserId: 'player-1', programId: PROGRAM_ID }} onDone={onDone} onCancel={() => {}} />);
    await userEvent.selectOptions(screen.getByLabelText('Outcome'), 'signed');
    await userEvent.type(screen.getByLabelText('Date (optional)'), '2026-11-20');
    await userEvent.click(screen.getByRole('button', { name: 'Record outcome' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((call) => call.path === '/api/recruiting-outcomes')?.body).toEqual({
      playerUserId: 'player-1',
      programId: PROGRAM_ID,
      status: 'signed',
      decidedOn: '2026-11-20',
    });
  });

  it('the player must pick a program; the server’s refusal is shown', async () => {
    stubApi(meResponse(), (call) =>
      call.path === '/api/me/recruiting-outcomes'
        ? apiError(409, 'conflict', 'You already have an outcome with this college. Withdraw it to record another.')
        : undefined,
    );
    renderAt(<RecordOutcomeForm target={{ kind: 'own', programs: [{ id: PROGRAM_ID, label: 'Demo State · Valorant' }] }} onDone={() => {}} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Record outcome' }));
    expect(await screen.findByText('Pick the program')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Program'), PROGRAM_ID);
    await userEvent.click(screen.getByRole('button', { name: 'Record outcome' }));
    expect(await screen.findByText('You already have an outcome with this college. Withdraw it to record another.')).toBeInTheDocument();
  });
});

describe('PlayerOutcomesList', () => {
  it('lists the outcomes with their confirmation and visibility, each linking to its status page', async () => {
    stubApi(meResponse(), (call) =>
      call.path === '/api/players/mia/outcomes' ? json(200, { outcomes: [outcomeAnswer({}, { relation: 'player', canConsent: true })] }) : undefined,
    );
    renderAt(<PlayerOutcomesList slug="mia" />);
    expect(await screen.findByRole('link', { name: 'Committed · Demo State University · Valorant' })).toHaveAttribute(
      'href',
      paths.recruitingStatus.getHref(OUTCOME_ID),
    );
    expect(screen.getByText('Self-reported')).toBeInTheDocument();
    expect(screen.getByText('Not shown publicly: it needs the consent of the player.')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    stubApi(meResponse(), (call) => (call.path === '/api/players/mia/outcomes' ? json(200, { outcomes: [] }) : undefined));
    renderAt(<PlayerOutcomesList slug="mia" />);
    expect(await screen.findByText('No recruiting outcomes yet.')).toBeInTheDocument();
  });
});
