/**
 * The six titles a player profile can hold (issue 11.2), by esports_titles
 * slug: their in-game roles, what their "mains" are called, and the regions
 * players queue in. Ranks are data (rank_ladders, rank_tiers, seeded in
 * migration 0009); roles and regions are closed sets checked by the shared
 * contract, so the form and the server refuse the same values.
 */
export interface GameCatalogEntry {
  slug: string;
  name: string;
  /** What the title's ranked ladder is called on the profile. */
  ladderName: string;
  roles: readonly string[];
  /** Agents, champions, heroes... */
  mainsLabel: string;
  regions: readonly string[];
}

const AMERICAS = ['NA East', 'NA Central', 'NA West', 'LATAM', 'Brazil'] as const;
const WORLD = [...AMERICAS, 'Europe', 'Asia', 'Oceania'] as const;

export const GAME_CATALOG = [
  {
    slug: 'valorant',
    name: 'Valorant',
    ladderName: 'Valorant Competitive',
    roles: ['Duelist', 'Initiator', 'Controller', 'Sentinel', 'Flex', 'IGL'],
    mainsLabel: 'Agents',
    regions: WORLD,
  },
  {
    slug: 'league-of-legends',
    name: 'League of Legends',
    ladderName: 'League of Legends Ranked Solo/Duo',
    roles: ['Top', 'Jungle', 'Mid', 'Bot (ADC)', 'Support', 'Fill'],
    mainsLabel: 'Champions',
    regions: WORLD,
  },
  {
    slug: 'rocket-league',
    name: 'Rocket League',
    ladderName: 'Rocket League Competitive 3v3',
    roles: ['Striker', 'Playmaker', 'Defender', 'Flex'],
    mainsLabel: 'Cars',
    regions: WORLD,
  },
  {
    slug: 'overwatch',
    name: 'Overwatch',
    ladderName: 'Overwatch 2 Competitive',
    roles: ['Tank', 'Damage', 'Support', 'Flex'],
    mainsLabel: 'Heroes',
    regions: WORLD,
  },
  {
    slug: 'marvel-rivals',
    name: 'Marvel Rivals',
    ladderName: 'Marvel Rivals Competitive',
    roles: ['Vanguard', 'Duelist', 'Strategist', 'Flex'],
    mainsLabel: 'Heroes',
    regions: WORLD,
  },
  {
    slug: 'counter-strike',
    name: 'Counter-Strike',
    ladderName: 'Counter-Strike 2 Competitive skill groups',
    roles: ['Entry', 'AWPer', 'Rifler', 'Support', 'Lurker', 'IGL'],
    mainsLabel: 'Maps',
    regions: WORLD,
  },
] as const satisfies readonly GameCatalogEntry[];

export type GameSlug = (typeof GAME_CATALOG)[number]['slug'];
export const GAME_SLUGS = GAME_CATALOG.map((game) => game.slug) as [GameSlug, ...GameSlug[]];

export function gameBySlug(slug: string): GameCatalogEntry | undefined {
  return GAME_CATALOG.find((game) => game.slug === slug);
}

/** The weekly availability grid: days by time blocks, in the player's time zone. */
export const AVAILABILITY_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const AVAILABILITY_BLOCKS = ['morning', 'afternoon', 'evening', 'late'] as const;
export const AVAILABILITY_BLOCK_HOURS: Record<(typeof AVAILABILITY_BLOCKS)[number], string> = {
  morning: '6-12',
  afternoon: '12-17',
  evening: '17-22',
  late: '22-2',
};
/** One cell of the grid, e.g. `tue:evening`. */
export const AVAILABILITY_SLOTS = AVAILABILITY_DAYS.flatMap((day) => AVAILABILITY_BLOCKS.map((block) => `${day}:${block}` as const));
export type AvailabilitySlot = (typeof AVAILABILITY_SLOTS)[number];
