import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MrAbility, MrHero } from '#shared/contracts/mr-cooldowns.ts';
import type { ReadinessAlerts, ReadinessCue } from '../readiness-alerts.ts';
import { CooldownBoard } from './cooldown-board.tsx';
import { SAMPLE_TEXTS } from './sample-data-labels.tsx';

const ability = (heroId: string, id: string, name: string, cooldownSeconds: number, extra: Partial<MrAbility> = {}): MrAbility => ({
  id,
  heroId,
  name,
  slot: 'E',
  cooldownSeconds,
  charges: null,
  patch: 'Season 9.5',
  isSample: false,
  sortOrder: 0,
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...extra,
});

const IRON = '10000000-0000-4000-8000-000000000001';
const LUNA = '10000000-0000-4000-8000-000000000002';
const HEROES: MrHero[] = [
  { id: IRON, name: 'Iron Man', role: 'duelist', abilities: [ability(IRON, 'a1', 'Armor Overdrive', 20), ability(IRON, 'a2', 'Hyper-Velocity', 12, { slot: 'Shift' })] },
  { id: LUNA, name: 'Luna Snow', role: 'strategist', abilities: [ability(LUNA, 'a3', 'Absolute Zero', 12, { patch: 'Sample, not checked', isSample: true })] },
];

let clock = 0;
let cues: ReadinessCue[] = [];
const alerts: ReadinessAlerts = { prime: () => undefined, play: (cue) => void cues.push(cue) };

function renderBoard(heroes = HEROES) {
  return render(<CooldownBoard heroes={heroes} now={() => clock} alerts={alerts} />);
}

/** Moves the board's clock and its interval on by `ms`. */
function advance(ms: number) {
  act(() => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  });
}

/** What the board draws over an ability's button (its key, cooldown and countdown). */
const shownOn = (button: HTMLElement) => button.parentElement!;

const pick = (team: 'your team' | 'enemy team', heroId: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: `Add a hero to ${team}` }), { target: { value: heroId } });

beforeEach(() => {
  vi.useFakeTimers();
  clock = 1_000;
  cues = [];
  window.localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('CooldownBoard', () => {
  it('picks heroes for both teams, at most once per team, and removes them', () => {
    renderBoard();
    expect(screen.getAllByText('Pick heroes for a team to see their cooldowns.')).toHaveLength(2);
    pick('your team', IRON);
    pick('enemy team', IRON);
    pick('enemy team', LUNA);
    const enemy = screen.getByRole('region', { name: /Enemy team/ });
    expect(within(enemy).getByRole('heading', { name: /Enemy team \(2\/6\)/ })).toBeInTheDocument();
    expect(within(enemy).getByRole('button', { name: /^Luna Snow Absolute Zero \(enemy team\): ready\. Start timer$/ })).toBeInTheDocument();
    // Iron Man is no longer offered to the team that has him.
    const yourSelect = screen.getByRole('combobox', { name: 'Add a hero to your team' });
    expect(within(yourSelect).queryByRole('option', { name: 'Iron Man' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Iron Man from enemy team' }));
    expect(within(enemy).queryByRole('heading', { name: /Iron Man/ })).toBeNull();
    // Offered to the enemy team again; still on yours.
    expect(within(screen.getByRole('combobox', { name: 'Add a hero to enemy team' })).getByRole('option', { name: 'Iron Man' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /Your team/ })).getByRole('heading', { name: /Iron Man/ })).toBeInTheDocument();
  });

  it('shows the patch and the SAMPLE label of sample values, and the page notice', () => {
    renderBoard();
    pick('enemy team', LUNA);
    pick('your team', IRON);
    expect(screen.getByRole('note')).toHaveTextContent(SAMPLE_TEXTS.notice);
    const luna = screen.getByRole('heading', { name: /Luna Snow/ }).closest('li')!;
    expect(luna).toHaveTextContent('Patch: Sample, not checked');
    expect(within(luna).getByText(SAMPLE_TEXTS.badge)).toBeInTheDocument();
    const iron = screen.getByRole('heading', { name: /Iron Man/ }).closest('li')!;
    expect(iron).toHaveTextContent('Patch: Season 9.5');
    expect(within(iron).queryByText(SAMPLE_TEXTS.badge)).toBeNull();
  });

  it('has no sample notice when every value shown is checked', () => {
    renderBoard([HEROES[0]!]);
    pick('your team', IRON);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('starts a timer with a tap and another with its key, counting down by the clock', () => {
    renderBoard();
    pick('your team', IRON);
    pick('enemy team', LUNA);
    // Shortcuts in board order: 1, 2 for Iron Man's abilities, 3 for Luna Snow's.
    const luna = screen.getByRole('button', { name: /^Luna Snow Absolute Zero/ });
    expect(luna).toHaveAttribute('aria-keyshortcuts', '3');
    expect(within(shownOn(luna)).getByText('3', { selector: 'kbd' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /^Iron Man Armor Overdrive/ }));
    const overdrive = screen.getByRole('button', { name: 'Iron Man Armor Overdrive (your team): on cooldown. Restart timer' });
    expect(overdrive).toHaveAccessibleDescription('20 seconds left');
    expect(shownOn(overdrive)).toHaveTextContent('20s');
    advance(2_000);
    fireEvent.keyDown(window, { key: '3', code: 'Digit3' });
    const zero = screen.getByRole('button', { name: 'Luna Snow Absolute Zero (enemy team): on cooldown. Restart timer' });
    expect(zero).toHaveAccessibleDescription('12 seconds left');
    expect(shownOn(zero)).toHaveTextContent('12s');
    expect(shownOn(overdrive)).toHaveTextContent('18s');
    advance(5_500);
    expect(shownOn(zero)).toHaveTextContent('6.5s');
    expect(zero).toHaveAccessibleDescription('7 seconds left');
  });

  it('ignores keys typed in a field or with a modifier', () => {
    renderBoard();
    pick('your team', IRON);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Add a hero to your team' }), { key: '1', code: 'Digit1' });
    fireEvent.keyDown(window, { key: '1', code: 'Digit1', ctrlKey: true });
    expect(screen.getByRole('button', { name: /^Iron Man Armor Overdrive \(your team\): ready/ })).toBeInTheDocument();
  });

  it('warns 3 seconds before, then announces "ready" politely', () => {
    renderBoard();
    pick('enemy team', LUNA);
    fireEvent.keyDown(window, { key: '1', code: 'Digit1' });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    advance(8_000);
    expect(cues).toEqual([]);
    advance(1_000);
    expect(cues).toEqual(['warn']);
    expect(status).toHaveTextContent('');
    advance(3_000);
    expect(cues).toEqual(['warn', 'ready']);
    expect(status).toHaveTextContent('Luna Snow Absolute Zero ready');
    const ready = screen.getByRole('button', { name: 'Luna Snow Absolute Zero (enemy team): ready. Start timer' });
    expect(shownOn(ready)).toHaveTextContent('Ready');
    expect(ready).toHaveAccessibleDescription('Ready now');
  });

  it('is right after a long gap without ticks (a background tab)', () => {
    renderBoard();
    pick('enemy team', LUNA);
    fireEvent.click(screen.getByRole('button', { name: /^Luna Snow Absolute Zero/ }));
    // The clock jumps 30 s while the interval ran once: the state is read from the clock, not counted.
    act(() => {
      clock += 30_000;
      vi.advanceTimersByTime(100);
    });
    expect(cues).toEqual(['ready']);
    expect(screen.getByRole('status')).toHaveTextContent('Luna Snow Absolute Zero ready');
  });

  it('stops one timer with its Stop button or Shift and its key, and all with Stop all timers', () => {
    renderBoard();
    pick('your team', IRON);
    fireEvent.keyDown(window, { key: '1', code: 'Digit1' });
    fireEvent.keyDown(window, { key: '2', code: 'Digit2' });
    fireEvent.click(screen.getByRole('button', { name: 'Stop Iron Man Armor Overdrive (your team)' }));
    expect(screen.getByRole('button', { name: /^Iron Man Armor Overdrive \(your team\): ready/ })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '!', code: 'Digit2', shiftKey: true });
    expect(screen.getByRole('button', { name: /^Iron Man Hyper-Velocity \(your team\): ready/ })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '1', code: 'Digit1' });
    fireEvent.click(screen.getByRole('button', { name: 'Stop all timers' }));
    expect(screen.getByRole('button', { name: /^Iron Man Armor Overdrive \(your team\): ready/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop all timers' })).toBeDisabled();
  });

  it('remembers the picks for the next visit', () => {
    const first = renderBoard();
    pick('enemy team', LUNA);
    first.unmount();
    renderBoard();
    expect(within(screen.getByRole('region', { name: /Enemy team/ })).getByRole('heading', { name: /Luna Snow/ })).toBeInTheDocument();
  });
});

describe('an ability with charges', () => {
  it('says how many charges are ready and when the next one is back', () => {
    const heroId = '10000000-0000-4000-8000-000000000003';
    renderBoard([{ id: heroId, name: 'Psylocke', role: 'duelist', abilities: [ability(heroId, 'a9', 'Wing Shurikens', 6, { charges: 2 })] }]);
    pick('enemy team', heroId);
    fireEvent.keyDown(window, { key: '1', code: 'Digit1' });
    const button = screen.getByRole('button', { name: 'Psylocke Wing Shurikens (enemy team): 1 of 2 charges ready. Restart timer' });
    expect(button).toHaveAccessibleDescription('6 seconds to the next charge');
    expect(shownOn(button)).toHaveTextContent('1/2 · 6.0s');
    fireEvent.keyDown(window, { key: '1', code: 'Digit1' });
    expect(screen.getByRole('button', { name: 'Psylocke Wing Shurikens (enemy team): 0 of 2 charges ready. Restart timer' })).toBeInTheDocument();
    advance(6_000);
    expect(screen.getByRole('status')).toHaveTextContent('Psylocke Wing Shurikens ready');
  });
});
