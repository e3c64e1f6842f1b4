import { screen, waitFor, within } from '@testing-library/react';
import { consentToAnalytics, trackedEvents } from '#web/test/tracked-events.ts';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMISSION_TEXTS, type ResponseRow, type ResponsesPage } from '#shared/contracts/submissions.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { apiError, json, stubFetch } from '#web/test/stub-fetch.ts';
import { restoreScreenWidth, stubScreenWidth } from '#web/test/screen-width.ts';
import { ResponsesTab } from './responses-tab.tsx';

// A desktop unless a test says otherwise: the table is from `md` up, cards below.
beforeEach(() => stubScreenWidth(1280));
afterEach(() => {
  vi.unstubAllGlobals();
  restoreScreenWidth();
});

const PROGRAM = '22222222-2222-4222-8222-222222222222';
const BASE = `/api/colleges/demo-university/programs/${PROGRAM}/responses`;
const VERSION = '33333333-3333-4333-8333-333333333333';
const FORM = '11111111-1111-4111-8111-111111111111';

function row(overrides: Partial<ResponseRow>): ResponseRow {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    formId: FORM,
    formTitle: 'Spring tryouts',
    versionId: VERSION,
    playerUserId: 'user-9',
    playerSlug: 'pat',
    name: 'Pat Player',
    contactEmail: null,
    contactIsGuardian: false,
    isMinor: false,
    classYear: 2027,
    matchPercent: 82,
    status: 'new',
    inPipeline: false,
    resubmissions: 0,
    submittedAt: '2026-03-01T10:00:00.000Z',
    answers: { why: 'Great team' },
    ...overrides,
  };
}

const PLAYER = row({});
const VISITOR = row({ id: '55555555-5555-4555-8555-555555555555', playerUserId: null, playerSlug: null, name: 'Sam Young', contactEmail: 'parent@example.com', contactIsGuardian: true, isMinor: true, classYear: null, matchPercent: null });

function page(responses: ResponseRow[], overrides: Partial<ResponsesPage> = {}): ResponsesPage {
  return {
    responses,
    versions: { [VERSION]: [{ kind: 'question', id: 'why', type: 'short_text', label: 'Why our program?', required: true }] },
    forms: [{ id: FORM, title: 'Spring tryouts' }],
    total: responses.length,
    page: 1,
    pageSize: 25,
    ...overrides,
  };
}

const render = () => renderWithProviders(<ResponsesTab collegeSlug="demo-university" programId={PROGRAM} />);

describe('ResponsesTab', () => {
  it('shows loading, then the table with match, class and status, and the answers in a dialog', async () => {
    stubFetch((call) => (call.path === BASE ? json(200, page([PLAYER, VISITOR])) : undefined));
    render();
    expect(screen.getByText('Loading responses...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Form responses' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Pat Player');
    expect(first).toHaveTextContent('82%');
    expect(first).toHaveTextContent('2027');
    expect(second).toHaveTextContent('Visitor · Under 18');
    expect(within(first!).getByRole('combobox', { name: 'Status of Pat Player' })).toHaveValue('new');
    await userEvent.click(screen.getByRole('button', { name: 'View answers of Sam Young' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sam Young' });
    expect(within(dialog).getByText('Parent or guardian email').nextElementSibling).toHaveTextContent('parent@example.com');
    expect(within(dialog).getByText('Why our program?').nextElementSibling).toHaveTextContent('Great team');
  });

  it('shows the empty state, and Try again after a failed load', async () => {
    let calls = 0;
    stubFetch(() => (++calls === 1 ? apiError(500, 'internal', 'Something went wrong') : json(200, page([]))));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No responses yet. Share your form’s link to collect some.')).toBeInTheDocument();
  });

  it('filters by status and sets a row status', async () => {
    const calls = stubFetch((call) => {
      if (call.path === BASE) return json(200, page([PLAYER]));
      if (call.method === 'PATCH') return json(200, { id: PLAYER.id, status: 'reviewed' });
      return undefined;
    });
    render();
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'declined');
    await waitFor(() => expect(calls.some((call) => call.search.get('status') === 'declined')).toBe(true));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status of Pat Player' }), 'reviewed');
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ path: `${BASE}/${PLAYER.id}`, body: { status: 'reviewed' } }));
  });

  it('adds the selected responses to the pipeline (one recruitment action) and says why a visitor was not added', async () => {
    consentToAnalytics();
    const calls = stubFetch((call) => {
      if (call.path === BASE) return json(200, page([PLAYER, VISITOR]));
      if (call.path === `${BASE}/add-to-pipeline`)
        return json(200, {
          results: [
            { submissionId: PLAYER.id, outcome: 'added', message: 'Added to the pipeline' },
            { submissionId: VISITOR.id, outcome: 'visitor', message: SUBMISSION_TEXTS.visitorCannotBeAdded },
          ],
        });
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all responses on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to pipeline (2)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1 added to the pipeline. 1 not added:');
    expect(alert).toHaveTextContent(`Sam Young: ${SUBMISSION_TEXTS.visitorCannotBeAdded}`);
    expect(calls.find((call) => call.path.endsWith('/add-to-pipeline'))?.body).toEqual({ submissionIds: [PLAYER.id, VISITOR.id] });
    await waitFor(() => expect(trackedEvents('recruitment_action')).toEqual([expect.objectContaining({ action: 'pipeline_add_responses', targetType: 'program' })]));
  });

  it('links Export CSV to the filtered CSV', async () => {
    stubFetch((call) => (call.path === BASE ? json(200, page([PLAYER])) : undefined));
    render();
    await userEvent.selectOptions(await screen.findByLabelText('Form'), FORM);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `${BASE}.csv?formId=${FORM}`));
  });

  it('on a phone: a card per response (no table) with its class, match, status menu, selection and View', async () => {
    stubScreenWidth(360);
    stubFetch((call) => (call.path === BASE ? json(200, page([PLAYER, VISITOR])) : undefined));
    render();
    const list = await screen.findByRole('list', { name: 'Form responses' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Pat Player', 'Sam Young']);
    expect(cards[0]).toHaveTextContent('82%');
    expect(cards[0]).toHaveTextContent('2027');
    expect(cards[1]).toHaveTextContent('Visitor · Under 18');
    expect(within(cards[0]!).getByRole('combobox', { name: 'Status of Pat Player' })).toHaveValue('new');
    await userEvent.click(within(cards[1]!).getByRole('checkbox', { name: 'Select Sam Young' }));
    expect(screen.getByRole('button', { name: 'Add to pipeline (1)' })).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all responses on this page' }));
    expect(screen.getByRole('button', { name: 'Add to pipeline (2)' })).toBeEnabled();
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'View answers of Sam Young' }));
    expect(await screen.findByRole('dialog', { name: 'Sam Young' })).toBeInTheDocument();
  });
});
