import { act, screen, waitFor, within } from '@testing-library/react';
import { consentToAnalytics, trackedEvents } from '#web/test/tracked-events.ts';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PipelineBoardResponse, PipelineEntry, PipelineListResponse, PipelineTotals } from '#shared/contracts/pipeline.ts';
import { PIPELINE_STAGES } from '#shared/recruiting/recruiting-values.ts';
import { FakeRealtimeSocket } from '#web/test/realtime/fake-realtime-socket.ts';
import { restartRealtime } from '#web/lib/realtime/realtime-client.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { apiError, json, stubFetch, type ApiCall } from '#web/test/stub-fetch.ts';
import { ProgramPipelineBoard } from './program-pipeline-board.tsx';

const PROGRAM_ID = '11111111-1111-4111-8111-111111111111';
const BOARD_PATH = `/api/programs/${PROGRAM_ID}/pipeline`;

function entry(overrides: Partial<PipelineEntry> & Pick<PipelineEntry, 'id' | 'name'>): PipelineEntry {
  return {
    playerUserId: `user-${overrides.id}`,
    slug: overrides.name.toLowerCase().replace(/\s+/g, '-'),
    avatarUrl: null,
    classYear: 2027,
    rank: 'Diamond 2',
    role: 'Duelist',
    match: { percent: 82, band: 'high' },
    stage: 'interested',
    position: 0,
    ownerUserId: null,
    ownerName: null,
    tags: [],
    source: 'search',
    nextActionOn: null,
    lastContactAt: null,
    version: 1,
    hasUnread: false,
    committedElsewhere: null,
    ...overrides,
  };
}

const ALEX = entry({ id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', name: 'Alex Aim', tags: ['IGL'], hasUnread: true });
const BLAIR = entry({ id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', name: 'Blair Block', stage: 'contacted', committedElsewhere: { collegeName: 'Other State' } });

/** A board of these cards; each column's total is its cards unless `totals` says more are not sent. */
function board(entries: PipelineEntry[], totals: Partial<PipelineTotals> = {}): PipelineBoardResponse {
  const counted = Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, totals[stage] ?? entries.filter((card) => card.stage === stage).length])) as PipelineTotals;
  return {
    program: { id: PROGRAM_ID, collegeId: '22222222-2222-4222-8222-222222222222', collegeName: 'Demo University', collegeSlug: 'demo-university', titleName: 'Valorant', level: 'varsity' },
    entries,
    totals: counted,
    tags: [...new Set(entries.flatMap((card) => card.tags))].sort(),
    staff: [{ userId: 'coach-1', name: 'Casey Coach' }],
  };
}

function render() {
  return renderWithProviders(<ProgramPipelineBoard programId={PROGRAM_ID} />);
}

const column = (stage: string) => screen.getByTestId(`pipeline-column-${stage}`);

beforeEach(() => {
  restartRealtime();
  FakeRealtimeSocket.reset();
  vi.stubGlobal('WebSocket', FakeRealtimeSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe('ProgramPipelineBoard', () => {
  it('shows the loading state, then the columns with their cards', async () => {
    let release: (response: Response) => void = () => {};
    stubFetch((call) => (call.path === BOARD_PATH ? new Promise<Response>((resolve) => (release = resolve)) : undefined));
    render();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the pipeline...');
    await act(async () => release(json(200, board([ALEX, BLAIR]))));
    const interested = await screen.findByTestId('pipeline-column-interested');
    expect(within(interested).getByRole('heading', { name: 'Interested (1)' })).toBeInTheDocument();
    expect(within(interested).getByRole('button', { name: 'Alex Aim' })).toBeInTheDocument();
    expect(within(interested).getByText('Unread messages')).toBeInTheDocument();
    expect(within(interested).getByText('82% High')).toBeInTheDocument();
    expect(within(column('contacted')).getByText('Committed elsewhere: Other State')).toBeInTheDocument();
    // "Not a fit" starts collapsed.
    expect(within(column('not_a_fit')).getByRole('button', { name: 'Show Not a fit' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the error with Try again, which loads the board again', async () => {
    let failures = 1;
    stubFetch((call) => {
      if (call.path !== BOARD_PATH) return undefined;
      if (failures-- > 0) return apiError(500, 'internal', 'Something went wrong on our side. Please try again.');
      return json(200, board([ALEX]));
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the pipeline.');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Alex Aim' })).toBeInTheDocument();
  });

  it('explains an empty board and links to the search and the interest forms', async () => {
    stubFetch((call) => (call.path === BOARD_PATH ? json(200, board([])) : undefined));
    render();
    expect(await screen.findByRole('heading', { name: 'No players in this pipeline yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find players' })).toHaveAttribute('href', `/players?program=${PROGRAM_ID}&sort=match`);
    expect(screen.getByRole('link', { name: 'Interest forms' })).toHaveAttribute('href', '/college/demo-university/recruiting');
  });

  it('moves a card with the Move to menu, at once, sending the version it saw', async () => {
    const calls: ApiCall[] = stubFetch((call) => {
      if (call.path === BOARD_PATH) return json(200, board([ALEX, BLAIR]));
      if (call.path.endsWith('/move')) return json(200, { entry: { id: ALEX.id, stage: 'evaluating', position: 0, version: 2, lastContactAt: null } });
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Alex Aim to another stage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Evaluating' }));
    await waitFor(() => expect(within(column('evaluating')).getByRole('button', { name: 'Alex Aim' })).toBeInTheDocument());
    const move = calls.find((call) => call.path.endsWith('/move'));
    expect(move).toMatchObject({ method: 'POST', path: `${BOARD_PATH}/entries/${ALEX.id}/move`, body: { stage: 'evaluating', version: 1 } });
    // The card is drawn anew in Evaluating: focus goes to its "Move to" button there, not to the page.
    await waitFor(() => expect(within(column('evaluating')).getByRole('button', { name: 'Move Alex Aim to another stage' })).toHaveFocus());
  });

  it('puts the card back when the move fails', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch((call) => {
      if (call.path === BOARD_PATH) return json(200, board([ALEX]));
      if (call.path.endsWith('/move')) return new Promise<Response>((resolve) => (answer = resolve));
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Alex Aim to another stage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Contacted' }));
    await waitFor(() => expect(within(column('contacted')).getByRole('button', { name: 'Alex Aim' })).toBeInTheDocument());
    await act(async () => answer(apiError(404, 'not_found', 'This player is not in the pipeline')));
    await waitFor(() => expect(within(column('interested')).getByRole('button', { name: 'Alex Aim' })).toBeInTheDocument());
  });

  it('sends a quick second move after the first, with the version the first produced (no conflict with oneself)', async () => {
    const answers: Array<(response: Response) => void> = [];
    const calls: ApiCall[] = stubFetch((call) => {
      if (call.path === BOARD_PATH) return json(200, board([ALEX]));
      if (call.path.endsWith('/move')) return new Promise<Response>((resolve) => answers.push(resolve));
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Alex Aim to another stage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Contacted' }));
    await waitFor(() => expect(within(column('contacted')).getByRole('button', { name: 'Alex Aim' })).toBeInTheDocument());
    // The second move, made while the first is on its way, waits for it.
    await userEvent.click(screen.getByRole('button', { name: 'Move Alex Aim to another stage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Evaluating' }));
    await waitFor(() => expect(within(column('evaluating')).getByRole('button', { name: 'Alex Aim' })).toBeInTheDocument());
    expect(calls.filter((call) => call.path.endsWith('/move'))).toHaveLength(1);
    await act(async () => answers[0]!(json(200, { entry: { id: ALEX.id, stage: 'contacted', position: 0, version: 2, lastContactAt: null } })));
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/move'))).toHaveLength(2));
    const moves = calls.filter((call) => call.path.endsWith('/move')).map((call) => call.body);
    expect(moves).toEqual([
      { stage: 'contacted', version: 1 },
      { stage: 'evaluating', version: 2 },
    ]);
    // The first answer does not put the card back in Contacted while the second move is on its way.
    expect(within(column('evaluating')).getByRole('button', { name: 'Alex Aim' })).toBeInTheDocument();
    await act(async () => answers[1]!(json(200, { entry: { id: ALEX.id, stage: 'evaluating', position: 0, version: 3, lastContactAt: null } })));
    await waitFor(() => expect(within(column('evaluating')).getByRole('button', { name: 'Alex Aim' })).toBeInTheDocument());
  });

  it('refetches the board when someone else moved the card first', async () => {
    let boardLoads = 0;
    stubFetch((call) => {
      if (call.path === BOARD_PATH) {
        boardLoads += 1;
        return json(200, board(boardLoads === 1 ? [ALEX] : [{ ...ALEX, stage: 'not_a_fit', version: 2 }]));
      }
      if (call.path.endsWith('/move')) return apiError(409, 'conflict', 'Someone else changed this card. The board shows the latest version now.');
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Alex Aim to another stage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Contacted' }));
    await waitFor(() => expect(within(column('not_a_fit')).getByRole('heading', { name: 'Not a fit (1)' })).toBeInTheDocument());
    expect(boardLoads).toBe(2);
  });

  it('asks before moving to Committed, and records the outcome when asked (both tracked as recruitment actions)', async () => {
    consentToAnalytics();
    const calls = stubFetch((call) => {
      if (call.path === BOARD_PATH) return json(200, board([ALEX]));
      if (call.path.endsWith('/move')) return json(200, { entry: { id: ALEX.id, stage: 'committed', position: 0, version: 2, lastContactAt: null } });
      if (call.path === '/api/recruiting-outcomes') return json(201, { outcome: { id: 'x' } });
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Alex Aim to another stage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Committed' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Move Alex Aim to Committed?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.path.endsWith('/move'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Move Alex Aim to another stage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Committed' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Move Alex Aim to Committed?' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Record the outcome' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Outcome'), 'signed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move and record the outcome' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/api/recruiting-outcomes')).toBeDefined());
    expect(calls.find((call) => call.path === '/api/recruiting-outcomes')?.body).toEqual({ playerUserId: ALEX.playerUserId, programId: PROGRAM_ID, status: 'signed' });
    expect(calls.find((call) => call.path.endsWith('/move'))?.body).toEqual({ stage: 'committed', version: 1 });
    await waitFor(() => expect(within(column('committed')).getByRole('button', { name: 'Alex Aim' })).toBeInTheDocument());
    // After the dialog, focus is on the moved card too.
    await waitFor(() => expect(within(column('committed')).getByRole('button', { name: 'Move Alex Aim to another stage' })).toHaveFocus());
    await waitFor(() => expect(trackedEvents('recruitment_action').map((event) => event.action).sort()).toEqual(['outcome_record_signed', 'pipeline_move_committed']));
    expect(trackedEvents('recruitment_action').find((event) => event.action === 'outcome_record_signed')).toMatchObject({ targetType: 'program', targetId: PROGRAM_ID });
  });

  it('applies another staff member\u2019s move as it happens', async () => {
    stubFetch((call) => (call.path === BOARD_PATH ? json(200, board([ALEX])) : undefined));
    render();
    await screen.findByRole('button', { name: 'Alex Aim' });
    await waitFor(() => expect(FakeRealtimeSocket.instances.length).toBeGreaterThan(0));
    act(() => FakeRealtimeSocket.last.acceptAsSignedIn());
    act(() =>
      FakeRealtimeSocket.last.serverSend({ type: 'pipeline.changed', programId: PROGRAM_ID, entryId: ALEX.id, change: 'moved', actorUserId: 'coach-2', stage: 'evaluating', position: 3, version: 2 }),
    );
    await waitFor(() => expect(within(column('evaluating')).getByRole('button', { name: 'Alex Aim' })).toBeInTheDocument());
  });

  it('shows each column\'s total and its first cards; Show more asks the server for the next ones', async () => {
    const more = entry({ id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', name: 'Cam Carry', stage: 'contacted', position: 1 });
    const calls = stubFetch((call) => {
      if (call.path !== BOARD_PATH) return undefined;
      return json(200, call.search.get('show') ? board([ALEX, BLAIR, more], { contacted: 120 }) : board([ALEX, BLAIR], { contacted: 120 }));
    });
    render();
    const contacted = await screen.findByTestId('pipeline-column-contacted');
    expect(within(contacted).getByRole('heading', { name: 'Contacted (120)' })).toBeInTheDocument();
    expect(screen.getByText('121 players')).toBeInTheDocument();
    await userEvent.click(within(contacted).getByRole('button', { name: 'Show 50 more in Contacted 119 not shown' }));
    expect(await within(contacted).findByRole('button', { name: 'Cam Carry' })).toBeInTheDocument();
    expect(calls.map((call) => call.search.get('show'))).toEqual([null, 'contacted:100']);
    // A new filter starts again from each column's first cards.
    await userEvent.selectOptions(screen.getByLabelText('Source'), 'form');
    await waitFor(() => expect(calls.at(-1)?.search.get('source')).toBe('form'));
    expect(calls.at(-1)?.search.get('show')).toBeNull();
  });

  it('switches to the list view, sorted and paged by the server, and moves from it', async () => {
    const listCalls: URLSearchParams[] = [];
    const calls = stubFetch((call) => {
      if (call.path === BOARD_PATH) return json(200, board([BLAIR, ALEX]));
      if (call.path === `${BOARD_PATH}/list`) {
        listCalls.push(call.search);
        const sorted = call.search.get('sort') === 'name' ? [ALEX, BLAIR] : [BLAIR, ALEX];
        const list: PipelineListResponse = { entries: sorted.slice(0, Number(call.search.get('limit'))), total: 102 };
        return json(200, list);
      }
      if (call.path.endsWith('/move')) return json(200, { entry: { id: BLAIR.id, stage: 'evaluating', position: 0, version: 2, lastContactAt: null } });
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'List' }));
    const table = await screen.findByRole('table', { name: 'Players in the pipeline' });
    const names = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('button')[0]!.textContent);
    expect(names()).toEqual(['Blair Block', 'Alex Aim']);
    await userEvent.click(within(table).getByRole('button', { name: 'Player' }));
    await waitFor(() => expect(names()).toEqual(['Alex Aim', 'Blair Block']));
    expect(within(table).getByRole('columnheader', { name: 'Player' })).toHaveAttribute('aria-sort', 'ascending');
    expect(listCalls.map((search) => `${search.get('sort')} ${search.get('direction')} ${search.get('limit')}`)).toEqual(['stage asc 100', 'name asc 100']);
    expect(screen.getByText('Showing 2 of 102')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show 100 more' }));
    await waitFor(() => expect(listCalls.at(-1)?.get('limit')).toBe('200'));
    // Move to from a row: the stage changes at once, and the list is asked again in its sort.
    const loads = listCalls.length;
    await userEvent.click(within(table).getByRole('button', { name: 'Move Blair Block to another stage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Evaluating' }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/move'))).toBe(true));
    await waitFor(() => expect(listCalls.length).toBeGreaterThan(loads));
  });
});
