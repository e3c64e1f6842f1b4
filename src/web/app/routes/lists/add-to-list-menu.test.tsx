/** The reusable "Add to list" menu (profile page, search results), on the app's providers with a fake lists API. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddToListMenu } from '#web/features/lists/components/add-to-list-menu.tsx';
import { toast } from '#web/lib/toast.ts';
import { meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { createFakeListsApi, player } from '#web/test/lists/lists-fake-api.ts';

vi.mock(import('#web/lib/toast.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ace = player('Ace Public');

function renderMenu() {
  return renderTeamRoute(<AddToListMenu playerUserId={ace.userId} displayName={ace.displayName} />, { path: '/player/:slug', url: '/player/ace-public' });
}

describe('AddToListMenu', { timeout: 20_000 }, () => {
  it('has an accessible name that contains its visible text (WCAG 2.5.3) and names the player', async () => {
    stubApi(meResponse(), createFakeListsApi([ace]).handle);
    renderMenu();
    const trigger = await screen.findByRole('button', { name: 'Add to list: Ace Public' });
    const visibleText = trigger.textContent?.trim() ?? '';
    expect(visibleText).toBe('Add to list');
    expect(trigger).toHaveAccessibleName(expect.stringContaining(visibleText));
  });

  it('renders nothing for a signed-out visitor', async () => {
    stubApi(meResponse({ signedIn: false }), () => undefined);
    const { container } = renderMenu();
    await waitFor(() => expect(container.querySelector('[role="status"]')).toBeNull());
    expect(screen.queryByRole('button', { name: /Add to list/ })).toBeNull();
  });

  it('checks the lists that hold the player and toggles membership with a toast', async () => {
    const fake = createFakeListsApi([ace]);
    const holding = fake.addList('Holding');
    fake.addList('Empty');
    fake.addItem(holding.id, ace);
    const calls = stubApi(meResponse(), fake.handle);
    renderMenu();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to list: Ace Public' }));
    const holdingBox = await screen.findByRole('checkbox', { name: /Holding/ });
    expect(holdingBox).toHaveAttribute('aria-checked', 'true');
    const emptyBox = screen.getByRole('checkbox', { name: /Empty/ });
    expect(emptyBox).toHaveAttribute('aria-checked', 'false');

    await user.click(emptyBox);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Empty/ })).toHaveAttribute('aria-checked', 'true'));
    expect(toast.success).toHaveBeenCalledWith('Added Ace Public to Empty');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ playerUserId: ace.userId });

    await user.click(screen.getByRole('checkbox', { name: /Holding/ }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Holding/ })).toHaveAttribute('aria-checked', 'false'));
    expect(toast.success).toHaveBeenCalledWith('Removed Ace Public from Holding');
    expect(fake.items.get(holding.id)).toEqual([]);
  });

  it('creates a list inline with New list… and adds the player to it', async () => {
    const fake = createFakeListsApi([ace]);
    stubApi(meResponse(), fake.handle);
    renderMenu();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to list: Ace Public' }));
    expect(await screen.findByText('No lists yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New list…' }));
    await user.type(await screen.findByLabelText('New list name'), 'Fresh');
    await user.click(screen.getByRole('button', { name: 'Create and add' }));
    const box = await screen.findByRole('checkbox', { name: /Fresh/ });
    expect(box).toHaveAttribute('aria-checked', 'true');
    expect(toast.success).toHaveBeenCalledWith('Added Ace Public to Fresh');
    expect(within(screen.getByRole('dialog')).queryByLabelText('New list name')).toBeNull();
  });
});
