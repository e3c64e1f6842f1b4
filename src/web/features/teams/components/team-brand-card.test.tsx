import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_TEXTS } from '#shared/contracts/image-url.ts';
import { BRAND_TEXTS } from '#shared/contracts/team-brand.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { apiError } from '#web/test/stub-fetch.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { json, manageData, stubFetch, TEAM_ID } from '#web/test/teams/schedule-test-data.ts';
import { TeamBrandCard } from './team-brand-card.tsx';
import { TeamCard } from './team-card.tsx';

vi.mock('#web/lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('TeamBrandCard', { timeout: 20_000 }, () => {
  it('shows the Gold prompt on a Bronze team', () => {
    renderWithProviders(<TeamBrandCard data={manageData({ tier: 'bronze' })} />);
    expect(screen.getByRole('heading', { name: BRAND_TEXTS.tierRequired })).toBeInTheDocument();
    expect(screen.getByText(/Brand management is part of the Gold tier\. This team is on Bronze\./)).toBeInTheDocument();
    expect(screen.queryByLabelText('Primary colour')).toBeNull();
  });

  it('shows the contrast in both themes and refuses an unreadable colour without asking the server', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(() => undefined);
    renderWithProviders(<TeamBrandCard data={manageData({ tier: 'gold' })} />);
    const primary = screen.getByLabelText('Primary colour');
    await user.type(primary, '#ffffff');
    expect(screen.getByText(/light theme 18\.2:1 \(readable\), dark theme 1\.1:1 \(too low\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save brand' }));
    expect(screen.getByText(/Too light: the dark theme's light text on it/)).toBeInTheDocument();
    expect(primary).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('saves readable colours and an uploaded banner, with a preview; shows a field error the server names', async () => {
    const user = userEvent.setup();
    const banner = '/api/images/0f8fad5b-d9cb-469f-a165-70867728950e';
    let answer = json(200, { primaryColor: '#3b82f6', accentColor: '#e11d48', bannerUrl: banner });
    const calls = stubFetch((call) =>
      call.method === 'PUT' && call.path === apiPaths.teamBrand(TEAM_ID)
        ? answer
        : call.method === 'POST' && call.path === '/api/images'
          ? json(201, { id: '0f8fad5b-d9cb-469f-a165-70867728950e', url: banner, contentType: 'image/png', byteSize: 4 })
          : undefined,
    );
    renderWithProviders(<TeamBrandCard data={manageData({ tier: 'gold' })} />);
    await user.type(screen.getByLabelText('Primary colour'), '#3B82F6');
    await user.type(screen.getByLabelText('Accent colour'), '#e11d48');
    await user.upload(screen.getByLabelText('Banner image'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'banner.png', { type: 'image/png' }));
    expect(await screen.findByText('Uploaded banner.png. Save to keep it.')).toBeInTheDocument();
    expect(screen.getByTestId('team-brand').querySelector('img')).toHaveAttribute('src', banner);
    await user.click(screen.getByRole('button', { name: 'Save brand' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ primaryColor: '#3B82F6', accentColor: '#e11d48', bannerUrl: banner });

    answer = apiError(400, 'validation', 'Check the highlighted fields', { bannerUrl: 'The image could not be used' });
    await user.click(screen.getByRole('button', { name: 'Save brand' }));
    expect(await screen.findByText('The image could not be used')).toBeInTheDocument();
    expect(screen.getByLabelText('Banner image')).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells the manager an old banner link is no longer shown (docs/decisions/057)', () => {
    stubFetch(() => undefined);
    const data = manageData({ tier: 'gold' });
    renderWithProviders(<TeamBrandCard data={{ ...data, team: { ...data.team, hasOldBannerLink: true } }} />);
    expect(screen.getByRole('note')).toHaveTextContent(IMAGE_TEXTS.oldLink);
  });
});

describe('TeamCard brand', () => {
  const card = {
    id: TEAM_ID,
    name: 'Gold Crew',
    logoUrl: null,
    organizationType: 'college' as const,
    games: [],
    activePlayers: 1,
    maxRosterSize: 10,
    openPosts: 0,
  };
  it('shows the brand stripe for a branded team and the default look otherwise', () => {
    const { unmount } = renderWithProviders(<TeamCard team={{ ...card, brand: { primaryColor: '#3b82f6', accentColor: null, bannerUrl: null } }} />);
    expect(screen.getByTestId('team-brand')).toBeInTheDocument();
    unmount();
    renderWithProviders(<TeamCard team={{ ...card, brand: null }} />);
    expect(screen.queryByTestId('team-brand')).toBeNull();
  });
});
