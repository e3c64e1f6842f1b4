/** The heroes picked for each team, kept in localStorage so a reload keeps the board (ids the table no longer has are dropped). */
import { MR_LIMITS } from '#shared/contracts/mr-cooldowns.ts';

export const BOARD_TEAMS = ['ally', 'enemy'] as const;
export type BoardTeam = (typeof BOARD_TEAMS)[number];
export const TEAM_LABELS: Record<BoardTeam, string> = { ally: 'Your team', enemy: 'Enemy team' };

export type BoardPicks = Record<BoardTeam, string[]>;

const STORAGE_KEY = 'mr-cooldowns-picks';

export function loadPicks(knownIds: ReadonlySet<string>): BoardPicks {
  const empty: BoardPicks = { ally: [], enemy: [] };
  try {
    const raw = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<BoardPicks> | null;
    if (!raw || typeof raw !== 'object') return empty;
    const clean = (list: unknown) =>
      Array.isArray(list) ? [...new Set(list.filter((id): id is string => typeof id === 'string' && knownIds.has(id)))].slice(0, MR_LIMITS.teamSize) : [];
    return { ally: clean(raw.ally), enemy: clean(raw.enemy) };
  } catch {
    return empty;
  }
}

export function savePicks(picks: BoardPicks): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(picks));
  } catch {
    // Storage full or blocked: the board works without remembering.
  }
}
