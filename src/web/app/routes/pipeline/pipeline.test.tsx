import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '#shared/contracts/me.ts';
import type { PipelineBoardResponse } from '#shared/contracts/pipeline.ts';
import { paths } from '#web/config/paths.ts';
import { FakeRealtimeSocket } from '#web/test/realtime/fake-realtime-socket.ts';
import { restartRealtime } from '#web/lib/realtime/realtime-client.ts';
import { apiError, json, renderTeamRoute, stubApi, USER_ID } from '#web/test/teams/teams-test-harness.tsx';
import { COLLEGE_ID, ROCKET, VALORANT } from '#web/test/pipeline/pipeline-programs.ts';
import { PipelineRoute } from './pipeline.tsx';

function staffMe(): MeResponse {
  return {
    user: { id: USER_ID, email: 'coach@example.test', fullName: 'Cory Coach', avatarUrl: null },
    profile: null,
    roles: [{ role: 'programs_college_staff', collegeId: COLLEGE_ID }],
    flags: {},
  };
}

function emptyBoard(programId: string): PipelineBoardResponse {
  return {
    program: { id: programId, collegeId: COLLEGE_ID, collegeName: 'Demo University', collegeSlug: 'demo-university', titleName: 'Valorant', level: 'varsity' },
    entries: [],
    totals: { interested: 0, contacted: 0, evaluating: 0, committed: 0, not_a_fit: 0 },
    tags: [],
    staff: [],
  };
}

beforeEach(() => {
  restartRealtime();
  FakeRealtimeSocket.reset();
  vi.stubGlobal('WebSocket', FakeRealtimeSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe('/pipeline', () => {
  it('shows the board of the program in ?program=, and remembers a new pick in the URL', async () => {
    const calls = stubApi(staffMe(), (call) => {
      if (call.path === '/api/me/college-programs') return json(200, { programs: [ROCKET, VALORANT] });
      if (call.path.startsWith('/api/programs/')) return json(200, emptyBoard(call.path.split('/')[3]!));
      return undefined;
    });
    const { router } = renderTeamRoute(<PipelineRoute />, { path: paths.pipeline.path, url: paths.pipeline.getHref(VALORANT.id) });
    const picker = await screen.findByRole('combobox', { name: 'Program' });
    expect(picker).toHaveValue(VALORANT.id);
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Demo University Rocket League varsity', 'Demo University Valorant varsity']);
    expect(await screen.findByRole('heading', { name: 'No players in this pipeline yet' })).toBeInTheDocument();
    // Every stage of the board, Not a fit included.
    expect(screen.getByText("Your program’s recruits by stage: Interested, Contacted, Evaluating, Committed, Not a fit.")).toBeInTheDocument();
    await userEvent.selectOptions(picker, ROCKET.id);
    await waitFor(() => expect(router.state.location.search).toBe(`?program=${ROCKET.id}`));
    await waitFor(() => expect(calls.some((call) => call.path === `/api/programs/${ROCKET.id}/pipeline`)).toBe(true));
  });

  it('tells a user who works no program who the pipeline is for, without asking for programs', async () => {
    const calls = stubApi({ ...staffMe(), roles: [{ role: 'recruit_player', collegeId: null }] }, () => undefined);
    renderTeamRoute(<PipelineRoute />, { path: paths.pipeline.path, url: paths.pipeline.getHref() });
    expect(await screen.findByText(/The pipeline is for college esports staff/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the programs error with Try again', async () => {
    let failures = 1;
    stubApi(staffMe(), (call) => {
      if (call.path !== '/api/me/college-programs') return call.path.startsWith('/api/programs/') ? json(200, emptyBoard(VALORANT.id)) : undefined;
      return failures-- > 0 ? apiError(500, 'internal', 'Something went wrong on our side. Please try again.') : json(200, { programs: [VALORANT] });
    });
    renderTeamRoute(<PipelineRoute />, { path: paths.pipeline.path, url: paths.pipeline.getHref() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your programs.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Program' })).toHaveValue(VALORANT.id);
  });
});
