/** /player/{slug}/pipeline: states, stages with where they come from, links, the player's own stage, note and archive; a guardian's read-only view. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_RECRUITING_TEXTS } from '#shared/contracts/player-recruiting.ts';
import { paths } from '#web/config/paths.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { PlayerPipelineRoute } from './player-pipeline.tsx';
import { pipelineFixture, programRef, SLUG } from '#web/test/player-recruiting/player-recruiting-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const PIPELINE_PATH = `/api/players/${SLUG}/pipeline`;

/** The page's calls; its Profile views section (tested in profile-views.test.tsx) answers empty. */
function stubPage(handler: Parameters<typeof stubApi>[1]) {
  return stubApi(meResponse(), (call) => (call.path === `/api/players/${SLUG}/profile-views` ? json(200, { viewer: 'player', weeks: [], weeksShown: 12, olderViewsHidden: false }) : handler(call)));
}

function renderPipeline() {
  return renderTeamRoute(<PlayerPipelineRoute />, { path: paths.playerPipeline.path, url: paths.playerPipeline.getHref(SLUG) });
}

describe('/player/{slug}/pipeline', { timeout: 20_000 }, () => {
  it('shows "Player not found" to someone who may not see it', async () => {
    stubPage(() => apiError(404, 'not_found', PLAYER_RECRUITING_TEXTS.notFound));
    renderPipeline();
    expect(await screen.findByRole('heading', { name: 'Player not found' })).toBeInTheDocument();
  });

  it('shows a load error with Try Again', async () => {
    let fail = true;
    stubPage((call) => (call.path === PIPELINE_PATH ? (fail ? apiError(503, 'unavailable', 'The database is not answering.') : json(200, pipelineFixture())) : undefined));
    renderPipeline();
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'My pipeline' })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    stubPage((call) => (call.path === PIPELINE_PATH ? json(200, pipelineFixture({ rows: [] })) : undefined));
    renderPipeline();
    expect(await screen.findByText('No programs yet.')).toBeInTheDocument();
  });

  it('lists each program under its stage, marked derived or own, with its links; archived ones folded away', async () => {
    stubPage((call) => (call.path === PIPELINE_PATH ? json(200, pipelineFixture()) : undefined));
    renderPipeline();
    const contacted = await screen.findByRole('list', { name: 'Contacted programs' });
    const first = within(contacted).getByRole('listitem', { name: 'College 1, Valorant · Varsity' });
    expect(first).toHaveTextContent('From your interest form, messages from college staff');
    expect(within(first).getByRole('link', { name: 'Conversation' })).toHaveAttribute('href', '/inbox/30000000-0000-4000-8000-000000000001');
    expect(within(first).getByRole('link', { name: 'Program page (your application)' })).toHaveAttribute('href', `/college/college-1?program=${programRef(1).id}`);
    const evaluating = within(screen.getByRole('list', { name: 'Evaluating programs' })).getByRole('listitem');
    expect(evaluating).toHaveTextContent('Own');
    expect(evaluating).toHaveTextContent('Set by the player (activity says Interested)');
    expect(evaluating).toHaveTextContent('Campus visit in May');
    expect(within(evaluating).getByRole('link', { name: 'Outcome status' })).toHaveAttribute('href', '/recruiting-status/50000000-0000-4000-8000-000000000001');
    expect(screen.getByText('Archived (1)')).toBeInTheDocument();
  });

  it('sets an own stage, goes back to the derived one, archives', async () => {
    const calls = stubPage((call) => (call.path === PIPELINE_PATH ? json(200, pipelineFixture()) : call.method === 'PUT' ? json(200, pipelineFixture()) : undefined));
    renderPipeline();
    const user = userEvent.setup();
    const row = within(await screen.findByRole('list', { name: 'Contacted programs' })).getByRole('listitem');
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Your stage' }), 'offer');
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')[0]).toMatchObject({ path: `${PIPELINE_PATH}/${programRef(1).id}`, body: { stage: 'offer' } }));
    const own = within(screen.getByRole('list', { name: 'Evaluating programs' })).getByRole('listitem');
    await user.selectOptions(within(own).getByRole('combobox', { name: 'Your stage' }), 'Follow activity (Interested)');
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')[1]).toMatchObject({ body: { stage: null } }));
    await user.click(screen.getByRole('button', { name: 'Archive College 2, Valorant · Varsity' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')[2]).toMatchObject({ path: `${PIPELINE_PATH}/${programRef(2).id}`, body: { archived: true } }));
  });

  it('shows a refused change on its row', async () => {
    stubPage((call) => (call.path === PIPELINE_PATH ? json(200, pipelineFixture()) : call.method === 'PUT' ? apiError(400, 'validation', 'Please correct the highlighted fields.', { note: 'Note must be plain text (no HTML tags)' }) : undefined));
    renderPipeline();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add note, College 1, Valorant · Varsity' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), '<b>x</b>');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
  });

  it('a guardian reads it without controls', async () => {
    stubPage((call) => (call.path === PIPELINE_PATH ? json(200, pipelineFixture({ viewer: 'guardian', canEdit: false })) : undefined));
    renderPipeline();
    expect(await screen.findByRole('heading', { name: "Riley Board's pipeline" })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Archive|Add a program|Add a note/ })).not.toBeInTheDocument();
  });
});
