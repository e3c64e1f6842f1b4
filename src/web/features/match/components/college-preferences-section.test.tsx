import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MATCH_TEXTS, type StoredMatchPreferences } from '#shared/contracts/match.ts';
import { RILEY_STORED_PREFERENCES } from '#shared/test/match/match-test-data.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { CollegePreferencesSection } from './college-preferences-section.tsx';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const URL = '/api/profile/match-preferences';

const STORED: StoredMatchPreferences = { ...RILEY_STORED_PREFERENCES, updatedAt: '2026-03-01T00:00:00.000Z' };

const render = () => renderTeamRoute(<CollegePreferencesSection />, { path: '/player/:slug', url: '/player/riley' });

describe('College preferences (owner only, docs/decisions/030)', () => {
  it('says it is loading, then shows a load error with Try Again that loads them', async () => {
    let answer: 'pending' | 'error' | 'ok' = 'pending';
    let release: (() => void) | null = null;
    stubApi(meResponse(), async (call) => {
      if (call.path !== URL) return undefined;
      if (answer === 'pending') await new Promise<void>((resolve) => (release = resolve));
      return answer === 'ok' ? json(200, { preferences: STORED }) : apiError(500, 'internal', 'Something went wrong on our side. Please try again.');
    });
    render();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your college preferences...');
    answer = 'error';
    release!();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side');
    answer = 'ok';
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    const region = await screen.findByRole('region', { name: 'College preferences' });
    await waitFor(() => expect(region).toHaveTextContent('LocationOklahoma, Texas or within 250 miles of 73102'));
    expect(region).toHaveTextContent('Campus sizeMedium (5,000 to 15,000), Large (over 15,000)');
    expect(region).toHaveTextContent('Budget$10,000 a year');
    expect(region).toHaveTextContent('Esports scholarshipNeeded');
    expect(region).toHaveTextContent('LevelsVarsity');
    expect(region).toHaveTextContent('Mustslevel');
    expect(region).toHaveTextContent('WeightsScholarship: Very important');
  });

  it('without preferences asks for them; the form saves the whole set and the card shows it', async () => {
    let saved: StoredMatchPreferences | null = null;
    const calls = stubApi(meResponse(), (call) => {
      if (call.path !== URL) return undefined;
      if (call.method === 'PUT') {
        saved = { ...STORED, ...(call.body as object), updatedAt: STORED.updatedAt } as StoredMatchPreferences;
        return json(200, { preferences: saved });
      }
      return json(200, { preferences: saved });
    });
    render();
    const region = await screen.findByRole('region', { name: 'College preferences' });
    await waitFor(() => expect(region).toHaveTextContent(MATCH_TEXTS.setPreferencesPrompt));
    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Set preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'College preferences' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Add a state' }), 'TX');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Add a state' }), 'OK');
    expect(within(dialog).getByRole('list', { name: 'Your states' })).toHaveTextContent('TexasOklahoma');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Oklahoma' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Home ZIP code' }), '73102');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Maximum distance (miles)' }), '250');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Medium (5,000 to 15,000)' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Public or private' }), 'public');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Budget per year (US dollars)' }), '10000');
    await user.click(within(dialog).getByRole('checkbox', { name: 'I need an esports scholarship' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Varsity' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Level is a must' }));
    const slider = within(dialog).getByRole('slider', { name: 'Scholarship' });
    expect(slider).toHaveAttribute('aria-valuetext', '3 of 5: Neutral');
    fireEvent.change(slider, { target: { value: '5' } });
    expect(slider).toHaveAttribute('aria-valuetext', '5 of 5: Very important');
    await user.click(within(dialog).getByRole('button', { name: 'Save preferences' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      {
        states: ['TX'],
        homeZip: '73102',
        maxDistanceMiles: 250,
        sizes: ['medium'],
        control: 'public',
        budgetPerYear: 10_000,
        needsScholarship: true,
        levelsSought: ['varsity'],
        importance: { academics: 3, location: 3, esportsLevel: 3, scholarship: 5 },
        hard: ['level'],
      },
    ]);
    await waitFor(() => expect(region).toHaveTextContent('LocationTexas or within 250 miles of 73102'));
    expect(region).toHaveTextContent('Public or privatePublic');
  });

  it('refuses a distance without a ZIP and a must without its preference before sending, then shows the server’s field error', async () => {
    const calls = stubApi(meResponse(), (call) => {
      if (call.path !== URL) return undefined;
      if (call.method === 'PUT') return apiError(400, 'validation', 'Please correct the highlighted fields.', { homeZip: MATCH_TEXTS.unknownZip });
      return json(200, { preferences: null });
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'College preferences' });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Maximum distance (miles)' }), '100');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Budget is a must' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save preferences' }));
    expect(await within(dialog).findByText(MATCH_TEXTS.distanceNeedsZip)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Home ZIP code' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(MATCH_TEXTS.hardBudget)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Budget is a must' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Budget is a must' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Home ZIP code' }), '00000');
    await user.click(within(dialog).getByRole('button', { name: 'Save preferences' }));
    expect(await within(dialog).findByText(MATCH_TEXTS.unknownZip)).toBeInTheDocument();
    // The form keeps what was typed.
    expect(within(dialog).getByRole('textbox', { name: 'Home ZIP code' })).toHaveValue('00000');
    expect(within(dialog).getByRole('spinbutton', { name: 'Maximum distance (miles)' })).toHaveValue(100);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('clears them after a confirmation', async () => {
    let preferences: StoredMatchPreferences | null = STORED;
    const calls = stubApi(meResponse(), (call) => {
      if (call.path !== URL) return undefined;
      if (call.method === 'DELETE') {
        preferences = null;
        return new Response(null, { status: 204 });
      }
      return json(200, { preferences });
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clear preferences' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Clear your college preferences?' });
    await user.click(within(confirm).getByRole('button', { name: 'Clear preferences' }));
    expect(await screen.findByText(new RegExp(MATCH_TEXTS.setPreferencesPrompt))).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
