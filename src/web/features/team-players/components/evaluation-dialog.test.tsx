import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEAM_PLAYER_TEXTS, type Evaluation } from '#shared/contracts/team-players.ts';
import { toast } from '#web/lib/toast.ts';
import { EvaluationDialog } from './evaluation-dialog.tsx';
import { apiError, COACH_ID, json, renderAsCoach, stubFetch, type ApiCall } from '#web/test/team-players/team-players-test-api.tsx';

vi.mock(import('#web/lib/toast.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const PLAYER_ID = 'player-7';
const evaluation = (authorUserId: string, body: string, projectedLevels: Evaluation['projectedLevels']): Evaluation => ({
  id: crypto.randomUUID(),
  authorUserId,
  authorName: authorUserId === COACH_ID ? 'Casey Coach' : 'Other Coach',
  teamName: 'Alpha Esports',
  body,
  projectedLevels,
  updatedAt: '2026-02-01T00:00:00.000Z',
});

function stubEvaluations(existing: Evaluation[], save: (call: ApiCall) => Response = (call) => json(200, { ...evaluation(COACH_ID, '', []), ...(call.body as object) })) {
  return stubFetch((call) => {
    if (call.path === `/api/team-players/${PLAYER_ID}/evaluations` && call.method === 'GET') return json(200, { evaluations: existing });
    if (call.path === `/api/team-players/${PLAYER_ID}/evaluation` && call.method === 'PUT') return save(call);
    return undefined;
  });
}

async function openDialog() {
  renderAsCoach(<EvaluationDialog userId={PLAYER_ID} playerName="Jamie Rivera" />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Write evaluation' }));
  const dialog = await screen.findByRole('dialog', { name: 'Evaluation of Jamie Rivera' });
  return { user, dialog };
}

const levelBox = (dialog: HTMLElement, label: string) => within(dialog).getByRole('checkbox', { name: label });

describe('EvaluationDialog', () => {
  it('opens filled with the coach’s own evaluation, not another coach’s', async () => {
    stubEvaluations([
      evaluation('someone-else', 'Not mine.', ['professional']),
      evaluation(COACH_ID, 'Calm shotcaller, great comms.', ['college_varsity', 'semi_pro']),
    ]);
    const { dialog } = await openDialog();
    expect(await within(dialog).findByLabelText('Evaluation')).toHaveValue('Calm shotcaller, great comms.');
    expect(levelBox(dialog, 'College varsity')).toBeChecked();
    expect(levelBox(dialog, 'Semi-pro')).toBeChecked();
    expect(levelBox(dialog, 'Professional')).not.toBeChecked();
  });

  it('starts empty when the coach has written none', async () => {
    stubEvaluations([evaluation('someone-else', 'Not mine.', ['professional'])]);
    const { dialog } = await openDialog();
    expect(await within(dialog).findByLabelText('Evaluation')).toHaveValue('');
    for (const box of within(dialog).getAllByRole('checkbox')) expect(box).not.toBeChecked();
  });

  it('allows up to three projected levels: a fourth waits until one is unchecked', async () => {
    stubEvaluations([]);
    const { user, dialog } = await openDialog();
    await within(dialog).findByLabelText('Evaluation');
    for (const label of ['High school varsity', 'College club', 'College varsity']) await user.click(levelBox(dialog, label));
    expect(levelBox(dialog, 'Semi-pro')).toBeDisabled();
    expect(levelBox(dialog, 'Professional')).toBeDisabled();
    expect(levelBox(dialog, 'College club')).toBeEnabled();
    await user.click(levelBox(dialog, 'College club'));
    expect(levelBox(dialog, 'Semi-pro')).toBeEnabled();
  });

  it('shows the shared schema’s messages and sends nothing', async () => {
    const calls = stubEvaluations([]);
    const { user, dialog } = await openDialog();
    await within(dialog).findByLabelText('Evaluation');
    await user.click(within(dialog).getByRole('button', { name: 'Save evaluation' }));
    expect(await within(dialog).findByText('Evaluation is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Evaluation'), 'Great <b>aim</b>');
    await user.click(within(dialog).getByRole('button', { name: 'Save evaluation' }));
    expect(await within(dialog).findByText('Evaluation must be plain text (no HTML tags)')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('puts the server’s field message on its field and keeps the dialog open', async () => {
    stubEvaluations([], () => apiError(400, 'validation', 'Choose each projected level once', { 'body.projectedLevels': 'Choose each projected level once' }));
    const { user, dialog } = await openDialog();
    await user.type(await within(dialog).findByLabelText('Evaluation'), 'Solid.');
    await user.click(within(dialog).getByRole('button', { name: 'Save evaluation' }));
    expect(await within(dialog).findByText('Choose each projected level once')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('saves the text and levels, confirms and closes', async () => {
    const calls = stubEvaluations([evaluation(COACH_ID, 'Old words.', ['college_club'])]);
    const { user, dialog } = await openDialog();
    const text = await within(dialog).findByLabelText('Evaluation');
    await user.clear(text);
    await user.type(text, 'Reads the map two rounds ahead.');
    await user.click(levelBox(dialog, 'College varsity'));
    await user.click(within(dialog).getByRole('button', { name: 'Save evaluation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ body: 'Reads the map two rounds ahead.', projectedLevels: ['college_club', 'college_varsity'] });
    expect(toast.success).toHaveBeenCalledWith(TEAM_PLAYER_TEXTS.evaluationSaved);
  });

  it('shows a load failure with a retry instead of a blank form', async () => {
    let fail = true;
    stubFetch((call) => {
      if (call.path.endsWith('/evaluations')) return fail ? apiError(500, 'internal', 'Something went wrong') : json(200, { evaluations: [] });
      return undefined;
    });
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(within(dialog).queryByLabelText('Evaluation')).toBeNull();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByLabelText('Evaluation')).toHaveValue('');
  });
});
