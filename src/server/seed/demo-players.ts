/**
 * The sample players of the demo data (issue 11.9, docs/decisions/026):
 * invented people with obviously invented surnames, gamertags, schools and
 * teams. Ages and class years are relative to the day of seeding (a 16-year-old
 * stays a minor whenever the demo starts); everything else is fixed, so tests
 * and screenshots see the same content. Ranks are tier names of the ladders
 * seeded by migration 0009 (the seed refuses a name it does not find).
 */
import type { GameSlug } from '#shared/recruiting/game-catalog.ts';
import type { UsStateCode } from '#shared/recruiting/us-states.ts';
import type {
  AcademicsVisibility,
  GpaScale,
  MemberRole,
  OpenTo,
  ProfileVisibility,
  RecruitingStatus,
  SchoolType,
} from '#shared/value-sets.ts';

export interface DemoGame {
  title: GameSlug;
  inGameName: string;
  primaryRole: string;
  secondaryRole?: string;
  mains: string[];
  /** Tier names of the title's ladder; the peak is never below the current rank. */
  current: string;
  peak: string;
  hoursPerWeek: number;
}

export interface DemoAcademics {
  gpa: string;
  gpaScale: GpaScale;
  sat?: number;
  act?: number;
  majors: string[];
  visibility: AcademicsVisibility;
}

/**
 * How a minor's guardian stands: an approval by the demo guardian or parent
 * account, a pending approval, an approval by a sample guardian (an account
 * nobody signs in to), or an invitation nobody has accepted yet.
 */
export type DemoGuardianCase =
  | { by: 'Guardian' | 'Parent'; approved: 'recruiters_only' | 'public' }
  | { by: 'Guardian'; approved: null }
  | { by: 'sample'; approved: 'recruiters_only' | 'public' }
  | { by: 'invited' };

export type DemoTeamKey = 'college' | 'high_school';

export interface DemoRosterPlace {
  team: DemoTeamKey;
  /** The game roster the player is on (a title of that team). */
  roster: GameSlug;
  role: MemberRole;
}

export interface DemoPlayer {
  /** Stable key: the slug and the sample email are made from it. */
  key: string;
  firstName: string;
  lastName: string;
  /** Minors get a first name and initial, as a careful family would choose. */
  displayName: string;
  age: number;
  schoolType: SchoolType;
  schoolName: string;
  /** Years after the graduation year of the current school year (0 = graduates this year). */
  classOffset: number;
  state: UsStateCode;
  headline: string;
  games: DemoGame[];
  academics?: DemoAcademics;
  highlights: number;
  visibility: ProfileVisibility;
  /** False: onboarding finished but never published (a draft). */
  published: boolean;
  recruitingStatus: RecruitingStatus;
  openTo: OpenTo[];
  guardian?: DemoGuardianCase;
  roster?: DemoRosterPlace;
}

/** Every demo profile's bio starts with this, so nobody mistakes a sample for a person. */
export const DEMO_BIO_PREFIX = 'Demo data: a sample profile for trying the platform, not a real person.';

const game = (
  title: GameSlug,
  inGameName: string,
  roles: [string, string?],
  mains: string[],
  current: string,
  peak: string,
  hoursPerWeek: number,
): DemoGame => ({ title, inGameName, primaryRole: roles[0], secondaryRole: roles[1], mains, current, peak, hoursPerWeek });

const COLLEGE = 'Demo State University';
const TECH = 'Sample Tech Institute';
const LAKESIDE = 'Lakeside Demo High School';
const NORTHGATE = 'Northgate Demo Academy';
const RIVERBEND = 'Riverbend Sample High School';

export const DEMO_PLAYERS: DemoPlayer[] = [
  // ---------------------------------------------------------------- college players (adults)
  {
    key: 'skyforge', firstName: 'Jordan', lastName: 'Skyforge', displayName: 'Jordan Skyforge', age: 20,
    schoolType: 'college', schoolName: COLLEGE, classOffset: 2, state: 'CA',
    headline: 'Entry duelist, first in on every site', highlights: 3, visibility: 'public', published: true,
    recruitingStatus: 'not_looking', openTo: [],
    games: [game('valorant', 'Skyforge#DEMO', ['Duelist', 'Flex'], ['Jett', 'Raze', 'Neon'], 'Immortal 1', 'Immortal 2', 25)],
    academics: { gpa: '3.40', gpaScale: '4.0', majors: ['Computer Science'], visibility: 'recruiters' },
    roster: { team: 'college', roster: 'valorant', role: 'starter' },
  },
  {
    key: 'pixelward', firstName: 'Morgan', lastName: 'Pixelwood', displayName: 'Morgan Pixelwood', age: 21,
    schoolType: 'college', schoolName: COLLEGE, classOffset: 1, state: 'TX',
    headline: 'Smokes, calls and mid-round reads', highlights: 2, visibility: 'public', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('valorant', 'PixelWard#DEMO', ['Controller', 'Sentinel'], ['Omen', 'Astra'], 'Ascendant 3', 'Immortal 1', 20)],
    academics: { gpa: '3.80', gpaScale: '4.0', sat: 1380, majors: ['Game Design', 'Mathematics'], visibility: 'public' },
    roster: { team: 'college', roster: 'valorant', role: 'starter' },
  },
  {
    key: 'frostvale', firstName: 'Casey', lastName: 'Frostvale', displayName: 'Casey Frostvale', age: 19,
    schoolType: 'college', schoolName: COLLEGE, classOffset: 3, state: 'NY',
    headline: 'Initiator and in-game leader', highlights: 1, visibility: 'recruiters_only', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('valorant', 'Frostvale#DEMO', ['Initiator', 'IGL'], ['Sova', 'Fade'], 'Ascendant 2', 'Ascendant 3', 18)],
    academics: { gpa: '3.10', gpaScale: '4.0', majors: ['Business'], visibility: 'recruiters' },
    roster: { team: 'college', roster: 'valorant', role: 'starter' },
  },
  {
    key: 'quickspark', firstName: 'Riley', lastName: 'Quickspark', displayName: 'Riley Quickspark', age: 22,
    schoolType: 'college', schoolName: COLLEGE, classOffset: 0, state: 'IL',
    headline: 'Sentinel anchor, graduating this spring', highlights: 2, visibility: 'public', published: true,
    recruitingStatus: 'committed', openTo: ['looking_for_team'],
    games: [game('valorant', 'Quickspark#DEMO', ['Sentinel', 'Controller'], ['Killjoy', 'Cypher'], 'Ascendant 1', 'Ascendant 2', 15)],
    roster: { team: 'college', roster: 'valorant', role: 'substitute' },
  },
  {
    key: 'stormbyte', firstName: 'Taylor', lastName: 'Stormbyte', displayName: 'Taylor Stormbyte', age: 20,
    schoolType: 'college', schoolName: COLLEGE, classOffset: 2, state: 'WA',
    headline: 'Control mage mid laner', highlights: 3, visibility: 'public', published: true,
    recruitingStatus: 'not_looking', openTo: [],
    games: [game('league-of-legends', 'Stormbyte', ['Mid', 'Top'], ['Ahri', 'Orianna'], 'Diamond II', 'Master', 22)],
    academics: { gpa: '3.55', gpaScale: '4.0', majors: ['Data Science'], visibility: 'recruiters' },
    roster: { team: 'college', roster: 'league-of-legends', role: 'starter' },
  },
  {
    key: 'nightbloom', firstName: 'Avery', lastName: 'Nightbloom', displayName: 'Avery Nightbloom', age: 21,
    schoolType: 'college', schoolName: COLLEGE, classOffset: 1, state: 'OR',
    headline: 'Early-game jungler who plays for objectives', highlights: 1, visibility: 'public', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('league-of-legends', 'Nightbloom', ['Jungle', 'Top'], ['Lee Sin', 'Vi', 'Sejuani'], 'Emerald I', 'Diamond III', 20)],
    roster: { team: 'college', roster: 'league-of-legends', role: 'starter' },
  },
  {
    key: 'ironquill', firstName: 'Quinn', lastName: 'Ironquill', displayName: 'Quinn Ironquill', age: 19,
    schoolType: 'college', schoolName: COLLEGE, classOffset: 3, state: 'GA',
    headline: 'Bot lane carry with a clean laning phase', highlights: 2, visibility: 'public', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('league-of-legends', 'Ironquill', ['Bot (ADC)', 'Support'], ['Jinx', "Kai'Sa"], 'Diamond III', 'Diamond I', 24)],
    academics: { gpa: '92.00', gpaScale: '100', majors: ['Economics'], visibility: 'public' },
    roster: { team: 'college', roster: 'league-of-legends', role: 'starter' },
  },
  {
    key: 'brightlance', firstName: 'Rowan', lastName: 'Brightlance', displayName: 'Rowan Brightlance', age: 20,
    schoolType: 'college', schoolName: COLLEGE, classOffset: 2, state: 'OH',
    headline: 'Playmaking support, loud in comms', highlights: 0, visibility: 'recruiters_only', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('league-of-legends', 'Brightlance', ['Support', 'Mid'], ['Thresh', 'Lulu'], 'Emerald II', 'Emerald I', 16)],
    roster: { team: 'college', roster: 'league-of-legends', role: 'starter' },
  },
  {
    key: 'glimmer', firstName: 'Sam', lastName: 'Glimmerstone', displayName: 'Sam Glimmerstone', age: 20,
    schoolType: 'college', schoolName: TECH, classOffset: 2, state: 'AZ',
    headline: 'Main support looking for a collegiate roster', highlights: 2, visibility: 'public', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting', 'looking_for_team'],
    games: [game('overwatch', 'Glimmer', ['Support', 'Flex'], ['Ana', 'Kiriko'], 'Master 2', 'Grandmaster 5', 28)],
    academics: { gpa: '3.20', gpaScale: '4.0', majors: ['Psychology'], visibility: 'recruiters' },
  },
  {
    key: 'duskwhistle', firstName: 'Drew', lastName: 'Duskwhistle', displayName: 'Drew Duskwhistle', age: 22,
    schoolType: 'college', schoolName: TECH, classOffset: 0, state: 'PA',
    headline: 'AWPer with LAN experience', highlights: 3, visibility: 'public', published: true,
    recruitingStatus: 'open', openTo: ['looking_for_team'],
    games: [game('counter-strike', 'Duskwhistle', ['AWPer', 'Rifler'], ['Mirage', 'Inferno', 'Nuke'], 'Supreme Master First Class', 'Global Elite', 30)],
  },
  {
    key: 'emberfall', firstName: 'Reese', lastName: 'Emberfall', displayName: 'Reese Emberfall', age: 19,
    schoolType: 'college', schoolName: TECH, classOffset: 3, state: 'MN',
    headline: 'Duelist in the Celestial lobbies', highlights: 1, visibility: 'public', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('marvel-rivals', 'Emberfall', ['Duelist', 'Flex'], ['Psylocke', 'Hela'], 'Celestial II', 'Celestial I', 21)],
    academics: { gpa: '3.65', gpaScale: '4.0', act: 29, majors: ['Film'], visibility: 'private' },
  },
  {
    key: 'coppervane', firstName: 'Harper', lastName: 'Coppervane', displayName: 'Harper Coppervane', age: 21,
    schoolType: 'college', schoolName: TECH, classOffset: 1, state: 'NC',
    headline: 'Aerial striker, private for now', highlights: 2, visibility: 'private', published: true,
    recruitingStatus: 'not_looking', openTo: [],
    games: [game('rocket-league', 'Coppervane', ['Striker', 'Playmaker'], ['Octane', 'Fennec'], 'Grand Champion I', 'Grand Champion II', 26)],
  },
  {
    key: 'kettle', firstName: 'Lane', lastName: 'Copperkettle', displayName: 'Lane Copperkettle', age: 20,
    schoolType: 'college', schoolName: TECH, classOffset: 2, state: 'LA',
    headline: 'Two-game player: Valorant controller, Counter-Strike rifler', highlights: 2, visibility: 'public', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [
      game('valorant', 'Kettle#DEMO', ['Controller', 'Flex'], ['Viper', 'Omen'], 'Diamond 2', 'Diamond 3', 14),
      game('counter-strike', 'Kettle', ['Rifler'], ['Ancient', 'Anubis'], 'Legendary Eagle Master', 'Supreme Master First Class', 8),
    ],
    academics: { gpa: '4.10', gpaScale: '5.0', majors: ['Mechanical Engineering'], visibility: 'recruiters' },
  },
  {
    key: 'thornbeck', firstName: 'Ira', lastName: 'Thornbeck', displayName: 'Ira Thornbeck', age: 21,
    schoolType: 'college', schoolName: COLLEGE, classOffset: 1, state: 'KY',
    headline: 'Tank player in two hero shooters', highlights: 1, visibility: 'public', published: true,
    recruitingStatus: 'verbal', openTo: ['college_recruiting'],
    games: [
      game('overwatch', 'Thornbeck', ['Tank', 'Damage'], ['Reinhardt', 'Sigma'], 'Diamond 1', 'Master 4', 18),
      game('marvel-rivals', 'Thornbeck', ['Vanguard'], ['Magneto', 'Doctor Strange'], 'Grandmaster I', 'Celestial III', 10),
    ],
  },

  // ---------------------------------------------------------------- high-school seniors (18)
  {
    key: 'thistle', firstName: 'Logan', lastName: 'Thistlecrown', displayName: 'Logan Thistlecrown', age: 18,
    schoolType: 'high_school', schoolName: LAKESIDE, classOffset: 0, state: 'FL',
    headline: 'Senior duelist, team captain', highlights: 3, visibility: 'public', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [
      game('valorant', 'Thistle#DEMO', ['Duelist', 'IGL'], ['Reyna', 'Jett'], 'Diamond 3', 'Ascendant 1', 20),
      game('counter-strike', 'Thistle', ['Entry'], ['Dust II', 'Mirage'], 'Master Guardian Elite', 'Distinguished Master Guardian', 5),
    ],
    academics: { gpa: '3.60', gpaScale: '4.0', act: 27, majors: ['Computer Science'], visibility: 'public' },
    roster: { team: 'high_school', roster: 'valorant', role: 'captain' },
  },
  {
    key: 'moonrake', firstName: 'Skyler', lastName: 'Moonrake', displayName: 'Skyler Moonrake', age: 18,
    schoolType: 'high_school', schoolName: NORTHGATE, classOffset: 0, state: 'MO',
    headline: 'Main tank, calm shot-caller', highlights: 2, visibility: 'public', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('overwatch', 'Moonrake', ['Tank'], ['Reinhardt', 'Winston', 'D.Va'], 'Diamond 1', 'Master 5', 16)],
    academics: { gpa: '3.30', gpaScale: '4.0', sat: 1210, majors: ['Kinesiology'], visibility: 'recruiters' },
  },
  {
    key: 'ravenhollow', firstName: 'Jamie', lastName: 'Ravenhollow', displayName: 'Jamie Ravenhollow', age: 18,
    schoolType: 'high_school', schoolName: NORTHGATE, classOffset: 0, state: 'KS',
    headline: 'Top laner who also flexes in Valorant', highlights: 1, visibility: 'public', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [
      game('league-of-legends', 'Ravenhollow', ['Top', 'Fill'], ['Garen', 'Darius'], 'Platinum I', 'Emerald III', 15),
      game('valorant', 'Ravenhollow#DEMO', ['Flex'], ['Sage', 'Skye'], 'Gold 3', 'Platinum 1', 6),
    ],
  },
  {
    key: 'saltmarsh', firstName: 'Emerson', lastName: 'Saltmarsh', displayName: 'Emerson Saltmarsh', age: 18,
    schoolType: 'high_school', schoolName: RIVERBEND, classOffset: 0, state: 'MA',
    headline: 'Last-man defender with great rotations', highlights: 2, visibility: 'public', published: true,
    recruitingStatus: 'verbal', openTo: ['college_recruiting'],
    games: [game('rocket-league', 'Saltmarsh', ['Defender', 'Flex'], ['Dominus'], 'Champion III', 'Grand Champion I', 18)],
    academics: { gpa: '4.60', gpaScale: '5.0', sat: 1450, majors: ['Physics'], visibility: 'public' },
  },
  {
    key: 'cinderbrook', firstName: 'Finley', lastName: 'Cinderbrook', displayName: 'Finley Cinderbrook', age: 18,
    schoolType: 'high_school', schoolName: RIVERBEND, classOffset: 0, state: 'NJ',
    headline: 'Entry fragger looking for a college program', highlights: 2, visibility: 'public', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('counter-strike', 'Cinderbrook', ['Entry', 'Rifler'], ['Inferno', 'Vertigo'], 'Legendary Eagle', 'Legendary Eagle Master', 22)],
    academics: { gpa: '2.90', gpaScale: '4.0', majors: ['Undecided'], visibility: 'recruiters' },
  },
  {
    key: 'starwhisk', firstName: 'Kendall', lastName: 'Starwhisk', displayName: 'Kendall Starwhisk', age: 18,
    schoolType: 'high_school', schoolName: LAKESIDE, classOffset: 0, state: 'NV',
    headline: 'Strategist who keeps the team alive', highlights: 1, visibility: 'public', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('marvel-rivals', 'Starwhisk', ['Strategist'], ['Luna Snow', 'Mantis'], 'Grandmaster I', 'Celestial III', 17)],
  },
  {
    key: 'marrowfield', firstName: 'Hayden', lastName: 'Marrowfield', displayName: 'Hayden Marrowfield', age: 18,
    schoolType: 'high_school', schoolName: LAKESIDE, classOffset: 0, state: 'CO',
    headline: 'Initiator, shown to recruiters only', highlights: 1, visibility: 'recruiters_only', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('valorant', 'Marrowfield#DEMO', ['Initiator', 'Controller'], ['Skye', 'Breach'], 'Platinum 3', 'Diamond 1', 12)],
    academics: { gpa: '88.00', gpaScale: '100', majors: ['Nursing'], visibility: 'recruiters' },
    roster: { team: 'high_school', roster: 'valorant', role: 'starter' },
  },
  {
    key: 'windmere', firstName: 'Blake', lastName: 'Windmere', displayName: 'Blake Windmere', age: 18,
    schoolType: 'high_school', schoolName: NORTHGATE, classOffset: 0, state: 'UT',
    headline: 'Hitscan damage player (draft, not published)', highlights: 0, visibility: 'public', published: false,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('overwatch', 'Windmere', ['Damage'], ['Tracer', 'Sojourn', 'Cassidy'], 'Master 3', 'Master 1', 20)],
  },
  {
    key: 'fernshadow', firstName: 'Dakota', lastName: 'Fernshadow', displayName: 'Dakota Fernshadow', age: 18,
    schoolType: 'high_school', schoolName: RIVERBEND, classOffset: 0, state: 'MI',
    headline: 'Committed support player', highlights: 1, visibility: 'public', published: true,
    recruitingStatus: 'committed', openTo: [],
    games: [game('league-of-legends', 'Fernshadow', ['Support'], ['Thresh', 'Nautilus'], 'Gold I', 'Platinum III', 10)],
    academics: { gpa: '3.90', gpaScale: '4.0', sat: 1320, majors: ['Biology'], visibility: 'recruiters' },
  },
  {
    key: 'glasswing', firstName: 'Cameron', lastName: 'Glasswing', displayName: 'Cameron Glasswing', age: 18,
    schoolType: 'high_school', schoolName: NORTHGATE, classOffset: 0, state: 'WI',
    headline: 'Signed playmaker, class captain', highlights: 2, visibility: 'public', published: true,
    recruitingStatus: 'signed', openTo: [],
    games: [game('rocket-league', 'Glasswing', ['Playmaker'], ['Fennec'], 'Champion I', 'Champion II', 14)],
  },
  {
    key: 'velvetcrag', firstName: 'Shay', lastName: 'Velvetcrag', displayName: 'Shay Velvetcrag', age: 18,
    schoolType: 'home_school', schoolName: 'Velvetcrag Home School (demo)', classOffset: 0, state: 'HI',
    headline: 'Home-schooled Vanguard main', highlights: 1, visibility: 'recruiters_only', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('marvel-rivals', 'Velvetcrag', ['Vanguard', 'Strategist'], ['Peni Parker', 'Mantis'], 'Celestial III', 'Celestial II', 19)],
    academics: { gpa: '3.75', gpaScale: '4.0', majors: ['Art'], visibility: 'recruiters' },
  },
  {
    key: 'fablewright', firstName: 'Noor', lastName: 'Fablewright', displayName: 'Noor Fablewright', age: 18,
    schoolType: 'high_school', schoolName: LAKESIDE, classOffset: 0, state: 'AL',
    headline: 'Jungler taking a break from recruiting', highlights: 0, visibility: 'public', published: true,
    recruitingStatus: 'not_looking', openTo: [],
    games: [game('league-of-legends', 'Fablewright', ['Jungle', 'Mid'], ['Vi'], 'Gold III', 'Platinum IV', 9)],
  },

  // ---------------------------------------------------------------- minors (13-17) and their guardians
  {
    key: 'vantacrest', firstName: 'Ellis', lastName: 'Vantacrest', displayName: 'Ellis V.', age: 16,
    schoolType: 'high_school', schoolName: LAKESIDE, classOffset: 1, state: 'TX',
    headline: 'Sentinel player on the Lakeside roster', highlights: 2, visibility: 'recruiters_only', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('valorant', 'Vantacrest#DEMO', ['Sentinel'], ['Killjoy', 'Cypher'], 'Diamond 1', 'Diamond 2', 12)],
    academics: { gpa: '3.70', gpaScale: '4.0', majors: ['Engineering'], visibility: 'recruiters' },
    guardian: { by: 'Guardian', approved: 'recruiters_only' },
    roster: { team: 'high_school', roster: 'valorant', role: 'starter' },
  },
  {
    key: 'nicov', firstName: 'Nico', lastName: 'Vantacrest', displayName: 'Nico V.', age: 14,
    schoolType: 'high_school', schoolName: LAKESIDE, classOffset: 3, state: 'TX',
    headline: 'Freshman striker waiting for a guardian approval', highlights: 1, visibility: 'public', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('rocket-league', 'NicoV', ['Striker'], ['Octane'], 'Platinum III', 'Diamond I', 10)],
    guardian: { by: 'Guardian', approved: null },
  },
  {
    key: 'sagebyte', firstName: 'Sage', lastName: 'Parent', displayName: 'Sage P.', age: 15,
    schoolType: 'high_school', schoolName: RIVERBEND, classOffset: 2, state: 'OH',
    headline: 'Support player, public with a guardian approval', highlights: 1, visibility: 'public', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('overwatch', 'SageByte', ['Support'], ['Ana', 'Lucio'], 'Platinum 2', 'Diamond 5', 11)],
    academics: { gpa: '3.95', gpaScale: '4.0', majors: ['Undecided'], visibility: 'recruiters' },
    guardian: { by: 'Parent', approved: 'public' },
    roster: { team: 'high_school', roster: 'overwatch', role: 'reserve' },
  },
  {
    key: 'tanglefoot', firstName: 'Milo', lastName: 'Tanglefoot', displayName: 'Milo T.', age: 17,
    schoolType: 'high_school', schoolName: NORTHGATE, classOffset: 0, state: 'VA',
    headline: 'Defender with strong kickoffs', highlights: 2, visibility: 'recruiters_only', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('rocket-league', 'Tanglefoot', ['Defender'], ['Dominus'], 'Diamond III', 'Champion I', 15)],
    academics: { gpa: '3.40', gpaScale: '4.0', act: 25, majors: ['Accounting'], visibility: 'recruiters' },
    guardian: { by: 'sample', approved: 'recruiters_only' },
    roster: { team: 'high_school', roster: 'rocket-league', role: 'starter' },
  },
  {
    key: 'lantern', firstName: 'Ari', lastName: 'Lanternfield', displayName: 'Ari L.', age: 16,
    schoolType: 'high_school', schoolName: NORTHGATE, classOffset: 1, state: 'MD',
    headline: 'Striker, the roster top scorer', highlights: 3, visibility: 'public', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('rocket-league', 'Lantern', ['Striker'], ['Octane'], 'Champion II', 'Champion III', 20)],
    guardian: { by: 'sample', approved: 'public' },
    roster: { team: 'high_school', roster: 'rocket-league', role: 'captain' },
  },
  {
    key: 'wickerbay', firstName: 'Jules', lastName: 'Wickerbay', displayName: 'Jules W.', age: 15,
    schoolType: 'high_school', schoolName: NORTHGATE, classOffset: 2, state: 'DE',
    headline: 'Playmaker and substitute', highlights: 1, visibility: 'recruiters_only', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('rocket-league', 'Wickerbay', ['Playmaker'], ['Fennec'], 'Diamond II', 'Diamond III', 9)],
    guardian: { by: 'sample', approved: 'recruiters_only' },
    roster: { team: 'high_school', roster: 'rocket-league', role: 'substitute' },
  },
  {
    key: 'oakenshard', firstName: 'Remy', lastName: 'Oakenshard', displayName: 'Remy O.', age: 16,
    schoolType: 'high_school', schoolName: NORTHGATE, classOffset: 1, state: 'VA',
    headline: 'Flex player who fills any rotation', highlights: 0, visibility: 'recruiters_only', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('rocket-league', 'Oakenshard', ['Flex'], ['Breakout'], 'Diamond I', 'Diamond II', 12)],
    academics: { gpa: '4.20', gpaScale: '5.0', majors: ['History'], visibility: 'private' },
    guardian: { by: 'sample', approved: 'recruiters_only' },
    roster: { team: 'high_school', roster: 'rocket-league', role: 'starter' },
  },
  {
    key: 'mistralfen', firstName: 'Kai', lastName: 'Mistralfen', displayName: 'Kai M.', age: 17,
    schoolType: 'high_school', schoolName: RIVERBEND, classOffset: 0, state: 'PA',
    headline: 'Off-tank and shot-caller', highlights: 2, visibility: 'recruiters_only', published: true,
    recruitingStatus: 'verbal', openTo: ['college_recruiting'],
    games: [game('overwatch', 'Mistralfen', ['Tank'], ['Winston', 'Sigma'], 'Diamond 3', 'Diamond 2', 14)],
    academics: { gpa: '3.50', gpaScale: '4.0', sat: 1290, majors: ['Marketing'], visibility: 'recruiters' },
    guardian: { by: 'sample', approved: 'recruiters_only' },
    roster: { team: 'high_school', roster: 'overwatch', role: 'captain' },
  },
  {
    key: 'briarwick', firstName: 'Tatum', lastName: 'Briarwick', displayName: 'Tatum B.', age: 16,
    schoolType: 'high_school', schoolName: RIVERBEND, classOffset: 1, state: 'PA',
    headline: 'Projectile damage specialist', highlights: 1, visibility: 'recruiters_only', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('overwatch', 'Briarwick', ['Damage'], ['Sojourn', 'Ashe'], 'Platinum 1', 'Diamond 4', 13)],
    guardian: { by: 'sample', approved: 'recruiters_only' },
    roster: { team: 'high_school', roster: 'overwatch', role: 'starter' },
  },
  {
    key: 'foxglade', firstName: 'Lennon', lastName: 'Foxglade', displayName: 'Lennon F.', age: 15,
    schoolType: 'high_school', schoolName: RIVERBEND, classOffset: 2, state: 'NJ',
    headline: 'Flanker on the Riverbend roster', highlights: 1, visibility: 'recruiters_only', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('overwatch', 'Foxglade', ['Damage', 'Flex'], ['Genji', 'Tracer'], 'Diamond 5', 'Diamond 4', 12)],
    guardian: { by: 'sample', approved: 'recruiters_only' },
    roster: { team: 'high_school', roster: 'overwatch', role: 'starter' },
  },
  {
    key: 'hollowpine', firstName: 'Oakley', lastName: 'Hollowpine', displayName: 'Oakley H.', age: 14,
    schoolType: 'high_school', schoolName: RIVERBEND, classOffset: 3, state: 'NY',
    headline: 'Freshman support with a big heal pool', highlights: 0, visibility: 'public', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('overwatch', 'Hollowpine', ['Support'], ['Kiriko', 'Baptiste'], 'Gold 1', 'Platinum 4', 8)],
    guardian: { by: 'sample', approved: 'recruiters_only' },
    roster: { team: 'high_school', roster: 'overwatch', role: 'starter' },
  },
  {
    key: 'dapplegate', firstName: 'Marlow', lastName: 'Dapplegate', displayName: 'Marlow D.', age: 16,
    schoolType: 'high_school', schoolName: RIVERBEND, classOffset: 1, state: 'CT',
    headline: 'Speed-boost support', highlights: 1, visibility: 'recruiters_only', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('overwatch', 'Dapplegate', ['Support'], ['Lucio', 'Juno'], 'Platinum 3', 'Platinum 2', 10)],
    guardian: { by: 'sample', approved: 'recruiters_only' },
    roster: { team: 'high_school', roster: 'overwatch', role: 'starter' },
  },
  {
    key: 'cobalt', firstName: 'Indy', lastName: 'Cobaltreach', displayName: 'Indy C.', age: 17,
    schoolType: 'high_school', schoolName: LAKESIDE, classOffset: 0, state: 'CA',
    headline: 'Vanguard main, public with a guardian approval', highlights: 2, visibility: 'public', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('marvel-rivals', 'Cobalt', ['Vanguard'], ['Magneto', 'Doctor Strange'], 'Diamond I', 'Grandmaster III', 16)],
    academics: { gpa: '3.30', gpaScale: '4.0', majors: ['Architecture'], visibility: 'public' },
    guardian: { by: 'sample', approved: 'public' },
  },
  {
    key: 'sparrowmoor', firstName: 'Wren', lastName: 'Sparrowmoor', displayName: 'Wren S.', age: 17,
    schoolType: 'high_school', schoolName: NORTHGATE, classOffset: 0, state: 'WA',
    headline: 'IGL who studies demos', highlights: 1, visibility: 'recruiters_only', published: true,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('counter-strike', 'Sparrowmoor', ['IGL', 'Support'], ['Nuke', 'Ancient'], 'Master Guardian Elite', 'Distinguished Master Guardian', 15)],
    guardian: { by: 'sample', approved: 'recruiters_only' },
  },
  {
    key: 'kettleburn', firstName: 'Zion', lastName: 'Kettleburn', displayName: 'Zion K.', age: 13,
    schoolType: 'high_school', schoolName: LAKESIDE, classOffset: 4, state: 'GA',
    headline: 'Eighth grader, guardian invited', highlights: 0, visibility: 'public', published: false,
    recruitingStatus: 'open', openTo: ['looking_for_team'],
    games: [game('valorant', 'Kettleburn#DEMO', ['Duelist'], ['Phoenix', 'Neon'], 'Gold 2', 'Gold 3', 8)],
    guardian: { by: 'invited' },
    roster: { team: 'high_school', roster: 'valorant', role: 'trial' },
  },
  {
    key: 'rimeheart', firstName: 'Pax', lastName: 'Rimeheart', displayName: 'Pax R.', age: 14,
    schoolType: 'high_school', schoolName: 'Mesa Sample High School', classOffset: 3, state: 'AZ',
    headline: 'Mid laner, guardian invited', highlights: 1, visibility: 'recruiters_only', published: false,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('league-of-legends', 'Rimeheart', ['Mid'], ['Ahri'], 'Silver I', 'Gold IV', 7)],
    guardian: { by: 'invited' },
  },
  {
    key: 'ashgrove', firstName: 'Lux', lastName: 'Ashgrove', displayName: 'Lux A.', age: 13,
    schoolType: 'high_school', schoolName: 'Mesa Sample High School', classOffset: 4, state: 'NM',
    headline: 'Strategist, guardian invited', highlights: 0, visibility: 'public', published: false,
    recruitingStatus: 'open', openTo: ['looking_for_team'],
    games: [game('marvel-rivals', 'Ashgrove', ['Strategist'], ['Rocket Raccoon', 'Cloak & Dagger'], 'Gold I', 'Platinum III', 6)],
    guardian: { by: 'invited' },
  },
  {
    key: 'glintwater', firstName: 'Bo', lastName: 'Glintwater', displayName: 'Bo G.', age: 15,
    schoolType: 'high_school', schoolName: 'Hillcrest Demo High School', classOffset: 2, state: 'TN',
    headline: 'Rifler, guardian invited', highlights: 1, visibility: 'recruiters_only', published: false,
    recruitingStatus: 'open', openTo: ['college_recruiting'],
    games: [game('counter-strike', 'Glintwater', ['Rifler', 'Lurker'], ['Mirage', 'Dust II'], 'Gold Nova III', 'Gold Nova Master', 9)],
    guardian: { by: 'invited' },
  },
];

/**
 * The demo player account's own profile (player@demo.test, an adult): its
 * names come from the account; published, public, on the demo college team.
 */
export const DEMO_ACCOUNT_PLAYER: Omit<DemoPlayer, 'displayName' | 'age' | 'guardian' | 'roster'> = {
  key: 'parker-player', firstName: 'Parker', lastName: 'Player',
  schoolType: 'college', schoolName: COLLEGE, classOffset: 1, state: 'IL',
  headline: 'Valorant flex on Demo University Esports', highlights: 3, visibility: 'public', published: true,
  recruitingStatus: 'open', openTo: ['college_recruiting', 'looking_for_team'],
  games: [
    game('valorant', 'ParkerPlayer#DEMO', ['Flex', 'Initiator'], ['Sova', 'Skye', 'KAY/O'], 'Diamond 2', 'Ascendant 1', 18),
    game('rocket-league', 'ParkerPlayer', ['Playmaker'], ['Octane'], 'Champion I', 'Champion II', 4),
  ],
  academics: { gpa: '3.45', gpaScale: '4.0', sat: 1300, majors: ['Information Systems'], visibility: 'recruiters' },
};

/**
 * The demo player account's college preferences (demo data only,
 * docs/decisions/030): the Midwest within 400 miles of Chicago or in Ohio,
 * medium or large campuses, a budget and a scholarship, varsity or junior
 * varsity, academics weighed a little more. The home centroid is ZIP
 * 60601's in the Census ZCTA table (what the preferences route stores).
 */
export const DEMO_ACCOUNT_PREFERENCES = {
  states: ['IL', 'OH'],
  homeZip: '60601',
  homeLatitude: 41.885155,
  homeLongitude: -87.621512,
  maxDistanceMiles: 400,
  sizes: ['medium', 'large'],
  control: null,
  budgetPerYear: 15_000,
  needsScholarship: true,
  levelsSought: ['varsity', 'junior_varsity'],
  importanceAcademics: 4,
  importanceLocation: 3,
  importanceEsportsLevel: 3,
  importanceScholarship: 3,
  hard: [],
};
