import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '#web/config/paths.ts';
import { installResizeObserver } from '#web/test/install-resize-observer.ts';
import { apiError, json, renderTeamRoute, stubApi, type ApiCall } from '#web/test/teams/teams-test-harness.tsx';
import { draftFixture, LADDERS, playerMe, TIER_IDS } from '#web/test/profiles/welcome-fixtures.ts';
import { WelcomeRoute } from './welcome.tsx';

beforeAll(installResizeObserver);
afterEach(() => vi.unstubAllGlobals());

const SLOW = { timeout: 5000 };

function renderWelcome(url = '/welcome') {
  return renderTeamRoute(<WelcomeRoute />, { path: url, url });
}

const puts = (calls: ApiCall[], step: string) => calls.filter((call) => call.method === 'PUT' && call.path === `/api/profile/setup/${step}`);

describe('profile setup (/welcome)', { timeout: 30_000 }, () => {
  it('resumes after the last saved step and names what is missing in the progress bar', async () => {
    stubApi(playerMe(), (call) => (call.path === '/api/profile/setup' ? json(200, draftFixture({ onboardingStep: 'games', completionPercent: 46 })) : undefined));
    renderWelcome('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Step 3 of 6: School and academics' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile 46% complete' })).toHaveAttribute('aria-valuenow', '46');
    expect(screen.getByText('Add a highlight')).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Setup steps' });
    expect(within(steps).getByRole('button', { name: /School and academics/ })).toHaveAttribute('aria-current', 'step');
    expect(within(steps).getByRole('button', { name: /Highlights/ })).toBeDisabled();
    // Back goes to the saved games step.
    stubApi(playerMe(), (call) => (call.path === '/api/rank-ladders' ? json(200, LADDERS) : call.path === '/api/profile/setup' ? json(200, draftFixture()) : undefined));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 6: Your games' }, SLOW)).toHaveFocus();
  });

  it('shows the shared schema messages on the identity step and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = stubApi(playerMe(), (call) => (call.path === '/api/profile/setup' ? json(200, draftFixture()) : json(200, { slug: 'x', available: true, message: null })));
    renderWelcome();
    const name = await screen.findByLabelText('Display name', undefined, SLOW);
    // The URL is suggested from the display name on the first visit.
    expect(screen.getByLabelText('Profile URL')).toHaveValue('nova-strike');
    await user.clear(name);
    await user.type(name, 'Zed <b>');
    expect(screen.getByLabelText('Profile URL')).toHaveValue('zed-b');
    await user.clear(screen.getByLabelText('Profile URL'));
    await user.type(screen.getByLabelText('Profile URL'), 'No Spaces');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Display name must be plain text (no HTML tags)', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Use 3 to 40 lowercase letters, digits and single dashes')).toBeInTheDocument();
    expect(screen.getByLabelText('Display name')).toHaveAttribute('aria-invalid', 'true');
    expect(puts(calls, 'identity')).toEqual([]);
  });

  it('keeps what was typed when the connection drops mid-step, and saves on retry', async () => {
    const user = userEvent.setup();
    let online = false;
    const calls = stubApi(playerMe(), (call) => {
      if (call.path === '/api/profile/setup') return json(200, draftFixture());
      if (call.path === '/api/rank-ladders') return json(200, LADDERS);
      if (call.path === '/api/profile/slug-available') return json(200, { slug: call.search.get('slug'), available: true, message: null });
      if (call.path === '/api/profile/setup/identity') {
        if (!online) throw new TypeError('Failed to fetch');
        return json(200, draftFixture({ onboardingStep: 'identity', identity: { ...draftFixture().identity, headline: 'Controller main' } }));
      }
      return undefined;
    });
    renderWelcome();
    await user.type(await screen.findByLabelText('Headline', undefined, SLOW), 'Controller main');
    await user.selectOptions(screen.getByLabelText('State'), 'Texas');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Cannot reach the server. Check your connection and try again.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Headline')).toHaveValue('Controller main');
    expect(screen.getByLabelText('State')).toHaveValue('TX');

    online = true;
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 6: Your games' }, SLOW)).toBeInTheDocument();
    expect(puts(calls, 'identity').at(-1)?.body).toMatchObject({ displayName: 'Nova Strike', slug: 'nova-strike', headline: 'Controller main', state: 'TX' });
  });

  it("puts the server's field messages on the fields (a taken profile URL)", async () => {
    const user = userEvent.setup();
    stubApi(playerMe(), (call) => {
      if (call.path === '/api/profile/setup') return json(200, draftFixture({ onboardingStep: 'identity' }));
      if (call.path === '/api/profile/setup/identity') return apiError(400, 'validation', 'That profile URL is taken', { slug: 'That profile URL is taken' });
      if (call.path === '/api/rank-ladders') return json(200, LADDERS);
      return json(200, { slug: 'x', available: true, message: null });
    });
    renderWelcome();
    await user.click(within(await screen.findByRole('navigation', { name: 'Setup steps' }, SLOW)).getByRole('button', { name: /Who you are/ }));
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }, SLOW));
    expect(await screen.findByText('That profile URL is taken', { selector: 'p' }, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Profile URL')).toHaveFocus();
  });

  it("games step: ranks from the title's ladder in order, a keyboard-usable availability grid, saved whole", async () => {
    const user = userEvent.setup();
    const calls = stubApi(playerMe(), (call) => {
      if (call.path === '/api/profile/setup') return json(200, draftFixture({ onboardingStep: 'identity' }));
      if (call.path === '/api/rank-ladders') return json(200, LADDERS);
      if (call.path === '/api/profile/setup/games') return json(200, draftFixture({ onboardingStep: 'games' }));
      return undefined;
    });
    renderWelcome();
    await user.click(await screen.findByRole('checkbox', { name: 'Valorant' }, SLOW));
    const current = screen.getByLabelText('Valorant current rank');
    expect(within(current).getAllByRole('option').map((option) => option.textContent)).toEqual(['Not set', 'Gold 1', 'Diamond 2', 'Radiant']);
    await user.type(screen.getByLabelText('Valorant in-game name'), 'nova#NA1');
    await user.selectOptions(current, 'Diamond 2');
    await user.selectOptions(screen.getByLabelText('Valorant peak rank'), 'Radiant');
    await user.selectOptions(screen.getByLabelText('Valorant primary role'), 'Controller');
    await user.type(screen.getByLabelText('Valorant agents'), 'Omen, Viper');

    const tuesday = screen.getByRole('button', { name: 'Tuesday evening' });
    expect(tuesday).toHaveAttribute('aria-pressed', 'false');
    await user.click(tuesday);
    expect(tuesday).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Wednesday evening' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Wednesday evening' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Step 3 of 6: School and academics' }, SLOW)).toBeInTheDocument();
    expect(puts(calls, 'games')[0]?.body).toEqual({
      games: [
        {
          titleSlug: 'valorant',
          inGameName: 'nova#NA1',
          region: null,
          primaryRole: 'Controller',
          secondaryRole: null,
          mains: ['Omen', 'Viper'],
          currentTierId: TIER_IDS.diamond,
          peakTierId: TIER_IDS.radiant,
          hoursPerWeek: null,
          availability: ['tue:evening', 'wed:evening'],
        },
      ],
    });
  });

  it('highlights step: refuses a non-video link before sending, and saves the list in the order shown', async () => {
    const user = userEvent.setup();
    const calls = stubApi(playerMe(), (call) => {
      if (call.path === '/api/profile/setup') return json(200, draftFixture({ onboardingStep: 'academics', highlights: [{ title: 'First', url: 'https://youtu.be/1' }] }));
      if (call.path === '/api/profile/setup/highlights') return json(200, draftFixture({ onboardingStep: 'highlights' }));
      return undefined;
    });
    renderWelcome();
    await user.click(await screen.findByRole('button', { name: 'Add a highlight' }, SLOW));
    await user.type(screen.getByLabelText('Highlight 2 title'), 'Second');
    await user.type(screen.getByLabelText('Highlight 2 link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Use an https link to YouTube, Twitch or Medal', undefined, SLOW)).toBeInTheDocument();
    expect(puts(calls, 'highlights')).toEqual([]);

    await user.clear(screen.getByLabelText('Highlight 2 link'));
    await user.type(screen.getByLabelText('Highlight 2 link'), 'https://medal.tv/clips/2');
    await user.click(screen.getByRole('button', { name: 'Move highlight 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Step 5 of 6: Visibility and family' }, SLOW)).toBeInTheDocument();
    expect(puts(calls, 'highlights')[0]?.body).toEqual({
      highlights: [
        { title: 'Second', url: 'https://medal.tv/clips/2' },
        { title: 'First', url: 'https://youtu.be/1' },
      ],
    });
  });

  it("finishing tells a minor a guardian must approve; a parent's setup ends with the guardian page", async () => {
    const user = userEvent.setup();
    const minorDraft = draftFixture({ onboardingStep: 'visibility', isMinor: true, visibility: { visibility: 'public', openTo: [], recruitingStatus: 'open' } });
    const calls = stubApi(playerMe(), (call) => {
      if (call.path === '/api/profile/setup') return json(200, minorDraft);
      if (call.path === '/api/profile/setup/finish') {
        return json(200, { draft: { ...minorDraft, setupCompletedAt: '2026-11-24T00:00:00.000Z', isPublished: true }, message: 'A parent or guardian must approve before anyone else can see your profile', isLive: false });
      }
      return undefined;
    });
    renderWelcome();
    // Before finishing: who will see it, by the server's rule (decision 067), whatever the minor chose.
    expect(await screen.findByText('Only you and your guardian can see this profile until your guardian approves it.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/^Finishing publishes your profile/)).toHaveTextContent('Finishing publishes your profile. You chose: Public.');
    await user.click(screen.getByRole('button', { name: 'Finish and publish' }));
    expect(await screen.findByRole('status', undefined, SLOW)).toHaveTextContent('A parent or guardian must approve');
    expect(screen.getByRole('link', { name: 'View my profile' })).toHaveAttribute('href', paths.player.getHref('nova-strike-a1b2c3'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);

    vi.unstubAllGlobals();
    stubApi(playerMe(), (call) => (call.path === '/api/profile/setup' ? json(200, draftFixture({ kind: 'family', steps: ['identity'], onboardingStep: 'identity', setupCompletedAt: '2026-11-24T00:00:00.000Z' })) : undefined));
    renderWelcome('/profile-onboarding');
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Go to the guardian page' })[0]).toHaveAttribute('href', '/guardian'), SLOW);
  });
});
