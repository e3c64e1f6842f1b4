/**
 * The public form's controls (issue 26.3, docs/decisions/069): each question
 * is labelled by the text the staff wrote, never by an answer's key;
 * choices are 24 px boxes in groups named by their question; the
 * game-and-rank block offers the program's title and its ladder, sends the
 * choice, and shows the server's refusal on the block.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormField } from '#shared/contracts/interest-form-fields.ts';
import { SUBMISSION_TEXTS, type PublicForm, type SubmissionResult } from '#shared/contracts/submissions.ts';
import { GAME_RANK_TEXTS } from '#shared/recruiting/game-rank-choices.ts';
import { compileInterestForm } from '#shared/recruiting/interest-form-schema.ts';
import { paths } from '#web/config/paths.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { CollegeApplyRoute } from './college-apply.tsx';

afterEach(() => vi.unstubAllGlobals());

const FORM_ID = '11111111-1111-4111-8111-111111111111';
const URL_PATH = `/api/colleges/demo-university/apply/${FORM_ID}`;

const FIELDS: FormField[] = [
  { kind: 'profile', id: 'game', block: 'game_rank', label: 'Your game and current rank', required: true },
  { kind: 'question', id: 'place', type: 'single_choice', label: 'Which place are you after?', choices: ['Starter', 'Substitute'], required: true },
  { kind: 'question', id: 'sessions', type: 'multi_choice', label: 'Which sessions could you attend?', choices: ['Weekday evenings', 'Saturday'], required: false },
  { kind: 'profile', id: 'clips', block: 'highlights', label: 'Your best clips', required: false },
  { kind: 'question', id: 'accurate', type: 'checkbox', label: 'My answers are accurate', required: true },
];

function publicForm(overrides: Partial<PublicForm> = {}): PublicForm {
  const { jsonSchema, uiSchema } = compileInterestForm(FIELDS);
  return {
    formId: FORM_ID, title: 'Spring tryouts', description: null, collegeName: 'Demo University', collegeSlug: 'demo-university',
    programId: '22222222-2222-4222-8222-222222222222', titleName: 'Valorant', rankChoices: ['Iron 1', 'Gold 2', 'Radiant'], level: 'varsity',
    closed: false, closesAt: null, versionId: '33333333-3333-4333-8333-333333333333', fields: FIELDS, jsonSchema, uiSchema,
    viewer: { kind: 'visitor' },
    ...overrides,
  } as PublicForm;
}

const RESULT: SubmissionResult = {
  submissionId: '44444444-4444-4444-8444-444444444444', outcome: 'created', applicationPath: '/application/view/secret-token',
  emailedTo: 'vi@example.com', pointsAwarded: 0, guardianCopyTo: null,
};

const render = () => renderTeamRoute(<CollegeApplyRoute />, { path: paths.collegeApply.path, url: paths.collegeApply.getHref('demo-university', FORM_ID) });

async function fillVisitor(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Vi Sitor');
  await user.type(screen.getByLabelText('Email'), 'vi@example.com');
  await user.type(screen.getByLabelText('Date of birth'), '1990-01-01');
}

describe('the public form’s controls', () => {
  it('labels every control with the staff’s words, never an answer key', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => (call.path === URL_PATH ? json(200, publicForm()) : undefined));
    render();
    const block = await screen.findByRole('group', { name: /^Your game and current rank/ });
    expect(within(block).getByLabelText(GAME_RANK_TEXTS.game)).toBeInTheDocument();
    expect(within(block).getByLabelText(GAME_RANK_TEXTS.rank)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Which place are you after?' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Which sessions could you attend?' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^My answers are accurate/ })).toBeInTheDocument();
    // No label anywhere reads as a key of an answer.
    const labels = [...document.querySelectorAll('label, legend')].map((node) => node.textContent?.replace('*', '').trim());
    for (const key of ['title', 'rank', 'url', 'game', 'place', 'sessions', 'clips', 'accurate']) expect(labels).not.toContain(key);
  });

  it('draws radios and checkboxes at 24 px, each in a row the whole row of which chooses it', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => (call.path === URL_PATH ? json(200, publicForm()) : undefined));
    render();
    const radios = within(await screen.findByRole('radiogroup', { name: 'Which place are you after?' })).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Starter', 'Substitute']);
    const agree = screen.getByRole('checkbox', { name: /^My answers are accurate/ });
    const boxes = [...radios, ...within(screen.getByRole('group', { name: 'Which sessions could you attend?' })).getAllByRole('checkbox'), agree];
    for (const box of boxes) expect(box).toHaveClass('size-6');
    // Nothing starts chosen: not even the box that must be ticked.
    for (const box of boxes) expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Substitute'));
    expect(radios[1]).toBeChecked();
  });

  it('offers the program’s title and its ladder, and sends the chosen game and rank', async () => {
    const calls = stubApi(meResponse({ signedIn: false }), (call) => (call.method === 'GET' ? json(200, publicForm()) : json(201, RESULT)));
    render();
    const user = userEvent.setup();
    const block = await screen.findByRole('group', { name: /^Your game and current rank/ });
    const game = within(block).getByLabelText(GAME_RANK_TEXTS.game);
    const rank = within(block).getByLabelText(GAME_RANK_TEXTS.rank);
    expect([...(game as HTMLSelectElement).options].map((option) => option.text)).toEqual([GAME_RANK_TEXTS.chooseGame, 'Valorant']);
    expect([...(rank as HTMLSelectElement).options].map((option) => option.text)).toEqual([GAME_RANK_TEXTS.noRank, 'Iron 1', 'Gold 2', 'Radiant']);
    // Choosing a rank chooses the program's game too.
    await user.selectOptions(rank, 'Gold 2');
    expect(game).toHaveValue('Valorant');
    await user.click(screen.getByText('Starter'));
    await user.click(screen.getByText('Saturday'));
    await user.click(screen.getByRole('checkbox', { name: /^My answers are accurate/ }));
    await fillVisitor(user);
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    await screen.findByRole('heading', { name: 'Your answers were sent' });
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      answers: { game: { title: 'Valorant', rank: 'Gold 2' }, place: 'Starter', sessions: ['Saturday'], accurate: true },
    });
  });

  it('shows the server’s refusal of the game and rank on the block', async () => {
    const message = GAME_RANK_TEXTS.otherRank('Valorant');
    stubApi(meResponse({ signedIn: false }), (call) => (call.method === 'GET' ? json(200, publicForm()) : apiError(400, 'validation', SUBMISSION_TEXTS.invalidAnswers, { game: message })));
    render();
    const user = userEvent.setup();
    const block = await screen.findByRole('group', { name: /^Your game and current rank/ });
    await user.selectOptions(within(block).getByLabelText(GAME_RANK_TEXTS.rank), 'Radiant');
    await user.click(screen.getByText('Starter'));
    await user.click(screen.getByRole('checkbox', { name: /^My answers are accurate/ }));
    await fillVisitor(user);
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SUBMISSION_TEXTS.invalidAnswers);
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});
