/** /player/{slug}/college-board: states, the player's moves, notes, suggestions and deadlines; a guardian's read-only view. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_RECRUITING_TEXTS } from '#shared/contracts/player-recruiting.ts';
import { paths } from '#web/config/paths.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { CollegeBoardRoute } from './college-board.tsx';
import { boardFixture, programRef, SLUG } from '#web/test/player-recruiting/player-recruiting-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const BOARD_PATH = `/api/players/${SLUG}/college-board`;

function renderBoard() {
  return renderTeamRoute(<CollegeBoardRoute />, { path: paths.playerCollegeBoard.path, url: paths.playerCollegeBoard.getHref(SLUG) });
}

describe('/player/{slug}/college-board', { timeout: 20_000 }, () => {
  it('sends a signed-out visitor to sign in', async () => {
    stubApi(meResponse({ signedIn: false }), () => undefined);
    renderBoard();
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });

  it('shows "Player not found" for a player whose board is not the viewer’s to see', async () => {
    stubApi(meResponse(), () => apiError(404, 'not_found', PLAYER_RECRUITING_TEXTS.notFound));
    renderBoard();
    expect(await screen.findByRole('heading', { name: 'Player not found' })).toBeInTheDocument();
  });

  it('shows a load error with Try Again, which loads the board', async () => {
    let fail = true;
    stubApi(meResponse(), (call) => (call.path === BOARD_PATH ? (fail ? apiError(500, 'internal', 'Something went wrong on our side.') : json(200, boardFixture())) : undefined));
    renderBoard();
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'College board' })).toBeInTheDocument();
  });

  it('shows the groups in order with each program, its match and note; deadlines soonest first; suggestions with their reason', async () => {
    stubApi(meResponse(), (call) => (call.path === BOARD_PATH ? json(200, boardFixture()) : undefined));
    renderBoard();
    const reach = await screen.findByRole('list', { name: 'Reach programs' });
    expect(within(reach).getByRole('listitem', { name: 'College 1, Valorant · Varsity' })).toHaveTextContent('64% Medium');
    expect(within(reach).getByText('Dream school')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Fit programs' })).getByRole('link', { name: 'College 2' })).toHaveAttribute('href', `/college/college-2?program=${programRef(2).id}`);
    expect(within(screen.getByRole('list', { name: 'Safety programs' })).getByText('No programs here yet.')).toBeInTheDocument();
    const deadlines = within(screen.getByRole('list', { name: 'Upcoming deadlines' })).getAllByRole('listitem');
    expect(deadlines[0]).toHaveTextContent('Form closes: Spring interest · College 2, Valorant · Varsity');
    expect(within(deadlines[0]!).getByRole('link', { name: 'Open the form' })).toHaveAttribute('href', '/college/college-2/apply/20000000-0000-4000-8000-000000000001');
    expect(deadlines[1]).toHaveTextContent('Tryouts · College 1, Valorant · Varsity');
    const suggestions = screen.getByRole('list', { name: 'Suggested programs' });
    expect(within(suggestions).getByText(/Suggested:/)).toHaveTextContent('Suggested: Safety. 90% match (Excellent), rank at or above the target');
  });

  it('"Move to" sends the whole new order and shows it', async () => {
    const calls = stubApi(meResponse(), (call) => {
      if (call.path === BOARD_PATH) return json(200, boardFixture());
      if (call.method === 'PUT' && call.path === `${BOARD_PATH}/order`) {
        const board = boardFixture();
        return json(200, { ...board, items: board.items.map((item) => ({ ...item, bucket: 'safety' as const })) });
      }
      return undefined;
    });
    renderBoard();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Move to Safety, College 2, Valorant · Varsity' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Safety programs' })).getByRole('listitem', { name: 'College 2, Valorant · Varsity' })).toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ path: `${BOARD_PATH}/order`, body: { reach: [programRef(1).id], fit: [], safety: [programRef(2).id] } });
    // The card is drawn anew in Safety: focus goes to its handle there, not to the page (issue 26, item 6).
    const moved = within(screen.getByRole('list', { name: 'Safety programs' })).getByRole('listitem', { name: 'College 2, Valorant · Varsity' });
    await waitFor(() => expect(within(moved).getByRole('button', { name: 'Drag College 2, Valorant · Varsity' })).toHaveFocus());
  });

  it('a refused move shows the server message and puts the board back', async () => {
    stubApi(meResponse(), (call) => {
      if (call.path === BOARD_PATH) return json(200, boardFixture());
      if (call.method === 'PUT') return apiError(400, 'validation', PLAYER_RECRUITING_TEXTS.orderMismatch, { reach: PLAYER_RECRUITING_TEXTS.orderMismatch });
      return undefined;
    });
    renderBoard();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Move to Fit, College 1, Valorant · Varsity' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PLAYER_RECRUITING_TEXTS.orderMismatch);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Reach programs' })).getByRole('listitem', { name: 'College 1, Valorant · Varsity' })).toBeInTheDocument());
  });

  it('adds a suggestion to the group chosen, and saves a note', async () => {
    const calls = stubApi(meResponse(), (call) => (call.path === BOARD_PATH ? json(200, boardFixture()) : call.method === 'PUT' ? json(200, boardFixture()) : undefined));
    renderBoard();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Group for College 3' }), 'fit');
    await user.click(screen.getByRole('button', { name: 'Add to Fit, College 3, Valorant · Varsity' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ path: `${BOARD_PATH}/${programRef(3).id}`, body: { bucket: 'fit' } }));
    await user.click(screen.getByRole('button', { name: 'Add note, College 2, Valorant · Varsity' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Ask about scholarships');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')[1]).toMatchObject({ path: `${BOARD_PATH}/${programRef(2).id}`, body: { bucket: 'fit', note: 'Ask about scholarships' } }));
  });

  it("a guardian sees the player's board read-only: no drag handles, moves, notes or adds", async () => {
    stubApi(meResponse(), (call) => (call.path === BOARD_PATH ? json(200, boardFixture({ viewer: 'guardian', canEdit: false })) : undefined));
    renderBoard();
    expect(await screen.findByRole('heading', { name: "Riley Board's college board" })).toBeInTheDocument();
    expect(screen.getByText(/Only they can change it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Drag / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('without a game profile: no suggestions, and says why', async () => {
    stubApi(meResponse(), (call) => (call.path === BOARD_PATH ? json(200, boardFixture({ hasMatch: false, suggestions: [], items: [], deadlines: [] })) : undefined));
    renderBoard();
    expect(await screen.findByText(/Suggestions come from the match, which needs a game profile/)).toBeInTheDocument();
    expect(screen.getByText('No upcoming deadlines.')).toBeInTheDocument();
  });
});
