import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MrHero } from '#shared/contracts/mr-cooldowns.ts';
import { paths } from '#web/config/paths.ts';
import { SAMPLE_TEXTS } from '#web/features/mr-cooldowns/components/sample-data-labels.tsx';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { MR_COOLDOWNS_TEXTS, MrCooldownsRoute } from './mr-cooldowns.tsx';

const HERO_ID = '10000000-0000-4000-8000-000000000001';
const HULK: MrHero = {
  id: HERO_ID,
  name: 'Hulk',
  role: 'vanguard',
  abilities: [
    {
      id: '20000000-0000-4000-8000-000000000001',
      heroId: HERO_ID,
      name: 'Incredible Leap',
      slot: 'Shift',
      cooldownSeconds: 8,
      charges: null,
      patch: 'Sample, not checked',
      isSample: true,
      sortOrder: 0,
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
  ],
};

const renderPage = () => renderTeamRoute(<MrCooldownsRoute />, { path: paths.mrCooldowns.path, url: paths.mrCooldowns.getHref() });

beforeEach(() => window.localStorage.clear());

describe('/mr/cooldowns', () => {
  it('shows loading, then the board with the sample label, for a visitor signed out, without Edit data', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    stubApi(meResponse({ signedIn: false }), async (call) => {
      if (call.path !== '/api/mr/heroes') return undefined;
      await gate;
      return json(200, { heroes: [HULK] });
    });
    renderPage();
    expect(await screen.findByText(MR_COOLDOWNS_TEXTS.loading)).toBeInTheDocument();
    release();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Add a hero to enemy team' }), HERO_ID);
    expect(screen.getByText(SAMPLE_TEXTS.badge)).toBeInTheDocument();
    expect(screen.getByText(/Patch:/)).toHaveTextContent('Patch: Sample, not checked');
    await userEvent.click(screen.getByRole('button', { name: /^Hulk Incredible Leap \(enemy team\): ready/ }));
    expect(screen.getByRole('button', { name: 'Hulk Incredible Leap (enemy team): on cooldown. Restart timer' })).toHaveAccessibleDescription('8 seconds left');
    expect(screen.queryByRole('button', { name: MR_COOLDOWNS_TEXTS.editData })).toBeNull();
  });

  it('shows the empty table', async () => {
    stubApi(meResponse({ roles: ['recruit_player'] }), (call) => (call.path === '/api/mr/heroes' ? json(200, { heroes: [] }) : undefined));
    renderPage();
    expect(await screen.findByText(MR_COOLDOWNS_TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByText(MR_COOLDOWNS_TEXTS.emptyEditor, { exact: false })).toBeNull();
  });

  it('shows the error with Try again, which loads again', async () => {
    let failures = 1;
    stubApi(meResponse({ signedIn: false }), (call) => {
      if (call.path !== '/api/mr/heroes') return undefined;
      if (failures-- > 0) return apiError(500, 'internal', 'Something went wrong');
      return json(200, { heroes: [HULK] });
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MR_COOLDOWNS_TEXTS.errorTitle);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('combobox', { name: 'Add a hero to your team' })).toBeInTheDocument();
  });

  it('lets platform staff edit the data: a new hero, the server refusing a taken name, an ability checked in the browser', async () => {
    const calls = stubApi(meResponse({ roles: ['yes_staff'] }), (call) => {
      if (call.path === '/api/mr/heroes' && call.method === 'GET') return json(200, { heroes: [HULK] });
      if (call.path === '/api/mr/heroes' && call.method === 'POST') {
        return apiError(409, 'conflict', 'A hero with this name already exists', { name: 'A hero with this name already exists' });
      }
      return undefined;
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: MR_COOLDOWNS_TEXTS.editData }));
    const newHero = screen.getByRole('form', { name: 'New hero' });
    await userEvent.click(within(newHero).getByRole('button', { name: 'Add hero' }));
    expect(within(newHero).getByText('Hero name is required')).toBeInTheDocument();
    expect(within(newHero).getByText('Choose Vanguard, Duelist or Strategist')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    await userEvent.type(within(newHero).getByLabelText('Hero name'), 'Hulk');
    await userEvent.selectOptions(within(newHero).getByLabelText('Role'), 'vanguard');
    await userEvent.click(within(newHero).getByRole('button', { name: 'Add hero' }));
    expect(await within(newHero).findByText('A hero with this name already exists')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Hulk', role: 'vanguard' });

    // The existing ability shows its patch and sample flag; a new one over 600 s is refused before any request.
    const leap = screen.getByRole('form', { name: 'Hulk Incredible Leap' });
    expect(within(leap).getByLabelText('Patch')).toHaveValue('Sample, not checked');
    expect(within(leap).getByLabelText('Sample values, not yet checked against this patch')).toBeChecked();
    const newAbility = screen.getByRole('form', { name: 'New ability for Hulk' });
    expect(within(newAbility).getByLabelText('Patch')).toHaveValue('Sample, not checked');
    await userEvent.type(within(newAbility).getByLabelText('Ability name'), 'Gamma Burst');
    await userEvent.type(within(newAbility).getByLabelText('Key or slot'), 'E');
    await userEvent.type(within(newAbility).getByLabelText('Cooldown (seconds)'), '700');
    await userEvent.click(within(newAbility).getByRole('button', { name: 'Add ability to Hulk' }));
    expect(within(newAbility).getByText('Cooldown must be between 0 and 600 seconds')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: MR_COOLDOWNS_TEXTS.backToBoard }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Add a hero to your team' })).toBeInTheDocument());
  });

  it('adds an ability with its patch', async () => {
    const calls = stubApi(meResponse({ roles: ['yes_admin'] }), (call) => {
      if (call.path === '/api/mr/heroes' && call.method === 'GET') return json(200, { heroes: [{ ...HULK, abilities: [] }] });
      if (call.path === `/api/mr/heroes/${HERO_ID}/abilities`) return json(201, { ...HULK.abilities[0], ...(call.body as object) });
      return undefined;
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: MR_COOLDOWNS_TEXTS.editData }));
    const form = screen.getByRole('form', { name: 'New ability for Hulk' });
    await userEvent.type(within(form).getByLabelText('Ability name'), 'Gamma Burst');
    await userEvent.type(within(form).getByLabelText('Key or slot'), 'E');
    await userEvent.type(within(form).getByLabelText('Cooldown (seconds)'), '12.5');
    await userEvent.type(within(form).getByLabelText('Charges (empty for one)'), '2');
    await userEvent.type(within(form).getByLabelText('Patch'), 'Season 9.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Add ability to Hulk' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Gamma Burst',
        slot: 'E',
        cooldownSeconds: 12.5,
        charges: 2,
        patch: 'Season 9.5',
        isSample: false,
        sortOrder: 0,
      }),
    );
  });
});
