import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '#web/config/api-paths.ts';
import { toast } from '#web/lib/toast.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { RecruitingTab } from './recruiting-tab.tsx';
import { installResizeObserver } from '#web/test/install-resize-observer.ts';
import type { RankLadderTitle } from '#shared/contracts/profile-setup.ts';
import { type TeamManage } from '#shared/contracts/teams-manage.ts';
import { RECRUITING_POST_TEXTS, type RecruitingPost } from '#shared/contracts/teams-showcase.ts';
import { apiError } from '#web/test/stub-fetch.ts';
import type { RankLadderSource } from './recruiting-post-form-dialog.tsx';
import { json, manageData, stubFetch, TEAM_ID, type ApiCall } from '../../../../../test/teams/schedule-test-data.ts';

vi.mock('#web/lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(installResizeObserver);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function openCreate() {
  const calls = stubFetch((call) =>
    call.method === 'POST' && call.path === apiPaths.teamItems(TEAM_ID, 'recruiting-posts')
      ? json(201, { id: 'e0000000-0000-4000-8000-000000000001' })
      : undefined,
  );
  renderWithProviders(<RecruitingTab data={manageData()} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Create Post' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Recruiting Post' });
  return { calls, user, dialog };
}

// Radix and DayPicker render slowly in jsdom when the whole suite runs at once.
describe('Recruiting post form (spec 5)', { timeout: 20_000 }, () => {
  it('splits positions on commas, trims them and drops empties; competitive and active by default', async () => {
    const { calls, user, dialog } = await openCreate();
    expect(within(dialog).getByRole('combobox', { name: 'Commitment' })).toHaveValue('competitive');
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Looking for a support');
    await user.type(within(dialog).getByRole('textbox', { name: 'Positions' }), 'IGL, Duelist, ,Support ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Recruiting Post Created'));
    expect(calls[0]?.body).toMatchObject({
      title: 'Looking for a support',
      positionsNeeded: ['IGL', 'Duelist', 'Support'],
      commitmentLevel: 'competitive',
      isPaid: false,
      salaryRange: null,
      isActive: true,
    });
  });

  it('shows the salary range only while paid is on, and sends it only then', async () => {
    const { calls, user, dialog } = await openCreate();
    expect(within(dialog).queryByRole('textbox', { name: 'Salary range' })).toBeNull();
    const paid = within(dialog).getByRole('switch', { name: 'Paid position' });
    await user.click(paid);
    await user.type(within(dialog).getByRole('textbox', { name: 'Salary range' }), '$500 - $1,000 / month');
    await user.click(paid);
    expect(within(dialog).queryByRole('textbox', { name: 'Salary range' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Unpaid trial');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ isPaid: false, salaryRange: null });
  });

  it('requires a title', async () => {
    const { calls, user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows positions as chips and "Paid · {salary range}" on the card', () => {
    renderWithProviders(
      <RecruitingTab
        data={{
          ...manageData({ viewer: { isManager: false, isMember: true } }),
          recruitingPosts: [
            {
              id: 'e0000000-0000-4000-8000-000000000002',
              title: 'Pro roster tryouts',
              description: null,
              commitmentLevel: 'semi_pro',
              positionsNeeded: ['IGL', 'Duelist', 'Support'],
              isPaid: true,
              salaryRange: '$2k/month',
              isActive: false,
              createdAt: '2026-01-05T12:00:00.000Z',
              esportsTitleId: null,
              minTierOrdinal: null,
              maxTierOrdinal: null,
              availability: [],
              timeZone: null,
            },
          ],
        }}
      />,
    );
    const card = screen.getByRole('article', { name: 'Pro roster tryouts' });
    expect(within(within(card).getByRole('list', { name: 'Positions needed' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByText('Paid · $2k/month')).toBeInTheDocument();
    expect(within(card).getByText('Inactive')).toBeInTheDocument();
    expect(within(card).getByText(/Semi Pro/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Post' })).toBeNull();
  });
});

// ---------------------------------------------------------------- matchmaking fields (docs/decisions/047)

const VALORANT = { id: '0b4f3c3e-0000-4000-8000-000000000003', name: 'Valorant', slug: 'valorant' };
const LEAGUE = { id: '0b4f3c3e-0000-4000-8000-000000000004', name: 'League of Legends', slug: 'league-of-legends' };
const POST_ID = 'e0000000-0000-4000-8000-000000000003';
const ladder = (title: typeof VALORANT, names: string[]): RankLadderTitle => ({
  slug: title.slug as RankLadderTitle['slug'],
  name: title.name,
  ladderName: `${title.name} ranked`,
  season: '2026',
  mainsLabel: 'Mains',
  roles: [],
  regions: [],
  tiers: names.map((name, index) => ({ id: `${title.slug}-${index + 1}`, name, group: name.split(' ')[0]!, ordinal: index + 1 })),
});
const LADDER_SOURCE: RankLadderSource = {
  titles: [ladder(VALORANT, ['Gold 1', 'Platinum 1', 'Diamond 2', 'Immortal 1']), ladder(LEAGUE, ['Silver IV', 'Gold IV', 'Emerald I'])],
  failed: false,
  retry: () => {},
};

function teamWithGames(posts: RecruitingPost[] = []): TeamManage {
  return {
    ...manageData(),
    gameProfiles: [
      { id: 'd0000000-0000-4000-8000-000000000001', playLevel: 'competitive', title: VALORANT },
      // One title on two levels is one game choice.
      { id: 'd0000000-0000-4000-8000-000000000002', playLevel: 'casual', title: VALORANT },
      { id: 'd0000000-0000-4000-8000-000000000003', playLevel: 'competitive', title: LEAGUE },
    ],
    recruitingPosts: posts,
  };
}

const storedPost: RecruitingPost = {
  id: POST_ID,
  title: 'Initiator for our Valorant roster',
  description: null,
  commitmentLevel: 'competitive',
  positionsNeeded: ['Initiator'],
  isPaid: false,
  salaryRange: null,
  isActive: true,
  createdAt: '2026-01-05T12:00:00.000Z',
  esportsTitleId: VALORANT.id,
  minTierOrdinal: 2,
  maxTierOrdinal: 4,
  availability: ['mon:evening', 'thu:evening'],
  timeZone: 'America/Chicago',
};

async function openForm({
  post,
  ladders = LADDER_SOURCE,
  answer,
}: { post?: RecruitingPost; ladders?: RankLadderSource; answer?: (call: ApiCall) => Response | undefined } = {}) {
  const calls = stubFetch(
    (call) =>
      answer?.(call) ??
      (call.method === 'POST' ? json(201, { id: 'e0000000-0000-4000-8000-000000000009' }) : call.method === 'PATCH' ? json(200, {}) : undefined),
  );
  renderWithProviders(<RecruitingTab data={teamWithGames(post ? [post] : [])} ladders={ladders} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: post ? `Edit ${post.title}` : 'Create Post' }));
  const dialog = await screen.findByRole('dialog', { name: post ? 'Edit Recruiting Post' : 'Create Recruiting Post' });
  return { calls, user, dialog };
}

describe('Recruiting post form: game, rank range, weekly times (docs/decisions/047)', { timeout: 20_000 }, () => {
  it("the card shows what matchmaking reads: the game, the range's tier names and the weekly times with their zone", () => {
    stubFetch(() => undefined);
    const first = renderWithProviders(<RecruitingTab data={teamWithGames([storedPost])} ladders={LADDER_SOURCE} />);
    const card = screen.getByRole('article', { name: storedPost.title });
    expect(within(card).getByText('Game: Valorant · Rank: Platinum 1 to Immortal 1 · Plays: 2 weekly time blocks (America/Chicago)')).toBeInTheDocument();
    // An open end reads as such; a post with none of the fields shows no line.
    const openEnded = { ...storedPost, maxTierOrdinal: null, availability: [], timeZone: null };
    const bare = { ...storedPost, id: 'e0000000-0000-4000-8000-000000000005', title: 'Any game', esportsTitleId: null, minTierOrdinal: null, maxTierOrdinal: null, availability: [], timeZone: null };
    first.unmount();
    renderWithProviders(<RecruitingTab data={teamWithGames([openEnded, bare])} ladders={LADDER_SOURCE} />);
    expect(within(screen.getByRole('article', { name: storedPost.title })).getByText('Game: Valorant · Rank: Platinum 1 or higher')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Any game' })).queryByText(/^Game:|^Rank:|^Plays:/)).toBeNull();
  });

  it("editing shows the post's game, range, grid and zone; a change is sent in the PATCH body", async () => {
    const { calls, user, dialog } = await openForm({ post: storedPost });
    const game = within(dialog).getByRole('combobox', { name: 'Game' });
    expect(game).toHaveValue(VALORANT.id);
    expect(within(game).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any of our games', 'League of Legends', 'Valorant']);
    const lowest = within(dialog).getByRole('combobox', { name: 'Lowest rank' });
    const highest = within(dialog).getByRole('combobox', { name: 'Highest rank' });
    expect(lowest).toHaveValue('2');
    expect(lowest).toHaveDisplayValue('Platinum 1');
    expect(highest).toHaveDisplayValue('Immortal 1');
    expect(within(lowest).getAllByRole('option').map((option) => option.textContent)).toEqual(['No minimum', 'Gold 1', 'Platinum 1', 'Diamond 2', 'Immortal 1']);
    expect(within(dialog).getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Chicago');
    const grid = within(dialog).getByRole('table', { name: 'Weekly availability' });
    expect(within(grid).getByRole('button', { name: 'Monday evening' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(grid).getByRole('button', { name: 'Thursday evening' })).toHaveAttribute('aria-pressed', 'true');

    await user.selectOptions(highest, 'Diamond 2');
    await user.click(within(grid).getByRole('button', { name: 'Saturday evening' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Time zone' }), 'America/New_York');
    await user.click(within(dialog).getByRole('button', { name: 'Save Post' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Recruiting Post Updated'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'PATCH', path: apiPaths.teamItem(TEAM_ID, 'recruiting-posts', POST_ID) });
    expect(calls[0]?.body).toMatchObject({
      esportsTitleId: VALORANT.id,
      minTierOrdinal: 2,
      maxTierOrdinal: 3,
      availability: ['mon:evening', 'thu:evening', 'sat:evening'],
      timeZone: 'America/New_York',
      positionsNeeded: ['Initiator'],
    });
  });

  it('a new post is for any of the games with no range until a game is chosen; changing the game clears the range', async () => {
    const { calls, user, dialog } = await openForm();
    const game = within(dialog).getByRole('combobox', { name: 'Game' });
    const lowest = within(dialog).getByRole('combobox', { name: 'Lowest rank' });
    expect(game).toHaveValue('');
    expect(lowest).toBeDisabled();
    expect(lowest).toHaveAccessibleDescription('Choose a game first.');
    await user.selectOptions(game, 'Valorant');
    expect(lowest).toBeEnabled();
    await user.selectOptions(lowest, 'Gold 1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Highest rank' }), 'Diamond 2');
    // Another game: its own ladder, an open range.
    await user.selectOptions(game, 'League of Legends');
    expect(lowest).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: 'Highest rank' })).toHaveValue('');
    expect(within(lowest).getAllByRole('option').map((option) => option.textContent)).toEqual(['No minimum', 'Silver IV', 'Gold IV', 'Emerald I']);
    await user.selectOptions(lowest, 'Gold IV');
    // Back to any game: no range.
    await user.selectOptions(game, 'Any of our games');
    expect(lowest).toBeDisabled();
    expect(lowest).toHaveValue('');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Any game, evenings');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ esportsTitleId: null, minTierOrdinal: null, maxTierOrdinal: null, availability: [], timeZone: null });
  });

  it("refuses a highest rank below the lowest with the server's message, and sends nothing", async () => {
    const { calls, user, dialog } = await openForm({ post: storedPost });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Highest rank' }), 'Gold 1');
    await user.click(within(dialog).getByRole('button', { name: 'Save Post' }));
    expect(await within(dialog).findByText(RECRUITING_POST_TEXTS.order)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Highest rank' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's field errors under the game, rank, zone and grid", async () => {
    const { user, dialog } = await openForm({
      post: storedPost,
      answer: (call) =>
        call.method === 'PATCH'
          ? apiError(400, 'validation', RECRUITING_POST_TEXTS.rank, {
              esportsTitleId: RECRUITING_POST_TEXTS.game,
              'body.minTierOrdinal': RECRUITING_POST_TEXTS.rank,
              timeZone: 'Pick a time zone from the list',
              'availability.1': 'Pick times from the weekly grid',
            })
          : undefined,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save Post' }));
    expect(await within(dialog).findByText(RECRUITING_POST_TEXTS.game)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Game' })).toHaveAccessibleDescription(RECRUITING_POST_TEXTS.game);
    expect(within(dialog).getByRole('combobox', { name: 'Lowest rank' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(RECRUITING_POST_TEXTS.rank)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Time zone' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Monday evening' })).toHaveAccessibleDescription('Pick times from the weekly grid');
    expect(toast.error).toHaveBeenCalledWith('Failed to update recruiting post.', { description: RECRUITING_POST_TEXTS.rank });
  });

  it('ranks that could not load say so with Try again', async () => {
    const retry = vi.fn();
    const { user, dialog } = await openForm({ ladders: { titles: undefined, failed: true, retry } });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Game' }), 'Valorant');
    expect(within(dialog).getByRole('combobox', { name: 'Lowest rank' })).toHaveAccessibleDescription('The ranks could not be loaded.');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });

  it('a game without a ladder says it has none, and its range stays closed', async () => {
    const { user, dialog } = await openForm({ ladders: { ...LADDER_SOURCE, titles: LADDER_SOURCE.titles!.slice(0, 1) } });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Game' }), 'League of Legends');
    const lowest = within(dialog).getByRole('combobox', { name: 'Lowest rank' });
    expect(lowest).toBeDisabled();
    expect(lowest).toHaveAccessibleDescription('This game has no rank ladder.');
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('the grid is used with the keyboard inside the dialog', async () => {
    const { calls, user, dialog } = await openForm({ post: storedPost });
    within(dialog).getByRole('button', { name: 'Monday evening' }).focus();
    // Monday evening off, right to Monday late night and on.
    await user.keyboard(' {ArrowRight}{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Monday late night' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Save Post' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ availability: ['mon:late', 'thu:evening'] });
  });
});
