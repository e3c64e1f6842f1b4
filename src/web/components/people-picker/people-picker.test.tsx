/**
 * The shared people picker: a labelled search box that searches from 2
 * characters, says what it is doing, lists the people found as toggle
 * buttons, and is used with the keyboard alone.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { PeoplePicker, type PickablePerson } from './people-picker.tsx';

const ALEX = { userId: 'alex', displayName: 'Alex Kim', avatarUrl: null };
const SAM = { userId: 'sam', displayName: 'Sam Lee', avatarUrl: null };
const JO = { userId: 'jo', displayName: 'Jo Park', avatarUrl: null };

type Search = (text: string) => Promise<PickablePerson[]>;

function Harness({ search, isHidden, onSubmit = () => {} }: { search: Search; isHidden?: (person: PickablePerson) => boolean; onSubmit?: () => void }) {
  const [picked, setPicked] = useState<PickablePerson | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <PeoplePicker
        label="Find people"
        placeholder="Name or email"
        searchQuery={(text) => ({ queryKey: ['people', text], queryFn: () => search(text), retry: false })}
        isPicked={(person) => picked?.userId === person.userId}
        onToggle={(person, wasPicked) => setPicked(wasPicked ? null : person)}
        isHidden={isHidden}
        foundText={(count) => `${count} found`}
        selectedName={picked?.displayName}
      />
    </form>
  );
}

describe('PeoplePicker', () => {
  it('is a labelled search box that searches only from 2 characters, once per pause', async () => {
    const search = vi.fn<Search>(async () => [ALEX, SAM]);
    const user = userEvent.setup();
    renderWithProviders(<Harness search={search} />);
    const box = screen.getByRole('searchbox', { name: 'Find people' });
    expect(box).toHaveAttribute('placeholder', 'Name or email');

    await user.type(box, 'a');
    expect(screen.getByRole('status')).toHaveTextContent('Type at least 2 characters to search.');
    await user.type(box, 'l');
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(screen.getByRole('status')).toHaveTextContent('2 found');
    expect(box).toHaveAttribute('aria-controls', results.id);
    expect(search.mock.calls).toEqual([['al']]);
  });

  it('picks and unpicks with the keyboard alone: arrows, Home, End, Enter and Space', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness search={async () => [ALEX, SAM, JO]} />);
    const box = screen.getByRole('searchbox', { name: 'Find people' });
    await user.type(box, 'xx');
    await screen.findByRole('list', { name: 'Search results' });
    const alex = screen.getByRole('button', { name: 'Alex Kim' });
    const sam = screen.getByRole('button', { name: 'Sam Lee' });
    const jo = screen.getByRole('button', { name: 'Jo Park' });

    await user.keyboard('{ArrowDown}');
    expect(alex).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(sam).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(sam).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Sam Lee', { selector: 'strong' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(jo).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(jo).toHaveFocus();
    await user.keyboard('{Home}');
    expect(alex).toHaveFocus();
    await user.keyboard(' ');
    expect(alex).toHaveAttribute('aria-pressed', 'true');
    expect(sam).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard(' ');
    expect(alex).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/Selected:/)).toBeNull();
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveFocus();
  });

  it('says "No users found for ..." when nobody matches, and leaves out hidden people', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness search={async (text) => (text === 'zz' ? [] : [ALEX, SAM])} isHidden={(person) => person.userId === 'alex'} />);
    const box = screen.getByRole('searchbox', { name: 'Find people' });
    await user.type(box, 'zz');
    expect(await screen.findByText('No users found for "zz"')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveFocus();

    await user.clear(box);
    await user.type(box, 'al');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(results.querySelectorAll('button')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Alex Kim' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('1 found');
  });

  it('reads a failed search as no results (spec 8)', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Harness
        search={async () => {
          throw new Error('Database unavailable');
        }}
      />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Find people' }), 'Zed');
    expect(await screen.findByText('No users found for "Zed"')).toBeInTheDocument();
    expect(screen.queryByText('Database unavailable')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
  });
});
