import { screen, waitFor, within } from '@testing-library/react';
import { consentToAnalytics, trackedEvents } from '#web/test/tracked-events.ts';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PipelinePanel as PanelData } from '#shared/contracts/pipeline.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { apiError, json, stubFetch } from '#web/test/stub-fetch.ts';
import { PipelinePanel } from './pipeline-panel.tsx';

const PROGRAM_ID = '11111111-1111-4111-8111-111111111111';
const ENTRY_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const ENTRY_PATH = `/api/programs/${PROGRAM_ID}/pipeline/entries/${ENTRY_ID}`;

const PANEL: PanelData = {
  entry: {
    id: ENTRY_ID, playerUserId: 'player-1', slug: 'alex-aim', name: 'Alex Aim', avatarUrl: null, classYear: 2027, rank: 'Diamond 2', role: 'Duelist',
    match: { percent: 82, band: 'high' }, stage: 'contacted', position: 0, ownerUserId: null, ownerName: null, tags: ['IGL'], source: 'search',
    nextActionOn: null, lastContactAt: null, version: 3, hasUnread: false, committedElsewhere: null, nextActionNote: null, createdAt: '2026-11-01T10:00:00.000Z',
  },
  profile: { headline: 'Entry fragger', state: 'OH', isMinor: true, conversationId: null },
  forms: [{ id: 'f1', formTitle: 'Tryouts 2027', status: 'new', submittedAt: '2026-11-02T10:00:00.000Z', answers: [{ label: 'Why us?', value: 'Great team' }] }],
  notes: [{ id: 'n1', body: 'Strong comms', authorUserId: 'coach-2', authorName: 'Casey Coach', isOwn: false, createdAt: '2026-11-03T10:00:00.000Z', updatedAt: '2026-11-03T10:00:00.000Z' }],
  history: [
    { id: 1, fromStage: null, toStage: 'interested', actorName: 'Cory Coach', note: null, createdAt: '2026-11-01T10:00:00.000Z' },
    { id: 2, fromStage: 'interested', toStage: 'contacted', actorName: 'Casey Coach', note: null, createdAt: '2026-11-02T10:00:00.000Z' },
  ],
};

afterEach(() => vi.unstubAllGlobals());

function render(onMove = vi.fn()) {
  renderWithProviders(<PipelinePanel programId={PROGRAM_ID} entryId={ENTRY_ID} staff={[{ userId: 'coach-1', name: 'Cory Coach' }]} onMove={onMove} onClose={() => {}} />);
  return onMove;
}

describe('PipelinePanel', () => {
  it('shows the summary, form answers, staff notes and the history in a labelled dialog', async () => {
    stubFetch((call) => (call.path === ENTRY_PATH ? json(200, PANEL) : undefined));
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Alex Aim' });
    expect(await within(dialog).findByText('Entry fragger')).toBeInTheDocument();
    expect(within(dialog).getByText('Alex Aim is under 18: their guardians can read this conversation.')).toBeInTheDocument();
    expect(within(dialog).getByText('Great team')).toBeInTheDocument();
    expect(within(dialog).getByText('Strong comms')).toBeInTheDocument();
    // Someone else's note: no Edit or Delete.
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    const history = within(dialog).getAllByRole('listitem').filter((item) => /Added to|→/.test(item.textContent ?? ''));
    expect(history.map((item) => item.textContent)).toEqual([expect.stringContaining('Added to Interested'), expect.stringContaining('Interested → Contacted')]);
    expect(within(dialog).getByRole('button', { name: 'Close the panel' })).toBeInTheDocument();
  });

  it('saves owner, tags and next action with the version it saw, and shows the server\u2019s field errors', async () => {
    const calls = stubFetch((call) => {
      if (call.path === ENTRY_PATH && call.method === 'GET') return json(200, PANEL);
      if (call.path === ENTRY_PATH && call.method === 'PATCH') return apiError(400, 'validation', 'At most 10 tags', { tags: 'At most 10 tags' });
      return undefined;
    });
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Alex Aim' });
    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Owner' }), 'coach-1');
    const tags = within(dialog).getByRole('textbox', { name: 'Tags' });
    await userEvent.clear(tags);
    await userEvent.type(tags, 'IGL, Duelist');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At most 10 tags')).toBeInTheDocument();
    expect(tags).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ ownerUserId: 'coach-1', tags: ['IGL', 'Duelist'], nextActionOn: null, nextActionNote: '', version: 3 });
  });

  it('adds a note, sends a message (a recruitment action), and moves through the board\u2019s own move', async () => {
    consentToAnalytics();
    const calls = stubFetch((call) => {
      if (call.path === ENTRY_PATH) return json(200, PANEL);
      if (call.path === `${ENTRY_PATH}/notes`) return json(201, { note: PANEL.notes[0] });
      if (call.path === `${ENTRY_PATH}/message`) return json(201, { conversationId: '55555555-5555-4555-8555-555555555555', lastContactAt: '2026-11-04T10:00:00.000Z' });
      return undefined;
    });
    const onMove = render();
    const dialog = await screen.findByRole('dialog', { name: 'Alex Aim' });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Add a note' }), 'Call on Friday');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add note' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message Alex Aim' }), 'Hello!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('link', { name: 'Open the conversation' })).toHaveAttribute('href', '/inbox/55555555-5555-4555-8555-555555555555');
    expect(calls.filter((call) => call.method === 'POST' && call.path !== '/api/tracking/events').map((call) => [call.path, call.body])).toEqual([
      [`${ENTRY_PATH}/notes`, { body: 'Call on Friday' }],
      [`${ENTRY_PATH}/message`, { body: 'Hello!' }],
    ]);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Stage' }), 'committed');
    await waitFor(() => expect(onMove).toHaveBeenCalledWith('committed'));
    expect(trackedEvents('recruitment_action')).toEqual([expect.objectContaining({ action: 'pipeline_message', targetType: 'pipeline_entry' })]);
  });

  it('shows a load error with Try again', async () => {
    let failures = 1;
    stubFetch((call) => (call.path === ENTRY_PATH ? (failures-- > 0 ? apiError(404, 'not_found', 'This player is not in the pipeline') : json(200, PANEL)) : undefined));
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This player is not in the pipeline');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Entry fragger')).toBeInTheDocument();
  });
});
