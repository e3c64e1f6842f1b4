/**
 * The demo's sample colleges (issue 12.7, RECRUITING.md "Demo data honesty",
 * docs/decisions/031): fictional institutions in fictional towns, each name
 * saying "Demo" or "Sample", with esports programs across the six titles so
 * that the directory's filters, the college pages and the match have real
 * content on first start. Real institutions keep only their public facts:
 * no program is ever seeded on one. The demo college admin account's college
 * (DEMO_COLLEGE_ID) is Demo University, whose programs run the demo college
 * team of seedDemoData.
 */
import type { GameSlug } from '#shared/recruiting/game-catalog.ts';
import type { ProgramLevel, RolePriority } from '#shared/recruiting/program-levels.ts';
import type { CollegeControl, CollegeDegree } from '#shared/value-sets.ts';
import { DEMO_COLLEGE_ID } from './demo-accounts.ts';

export interface DemoProgram {
  title: GameSlug;
  level: ProgramLevel;
  rosterSize: number;
  openSpots: number;
  rolesNeeded: { role: string; count: number; priority: RolePriority }[];
  /** Graduation years as offsets from the class of the school year under way (0 = this year's seniors). */
  classOffsets: number[];
  /** Tier names of the title's ladder. */
  minTier: string | null;
  targetTier: string | null;
  minGpa: number | null;
  scholarship: [number, number] | null;
  isRecruiting: boolean;
  tryoutNotes: string | null;
  /** Runs the demo college team of seedDemoData (its roster for this title is the program's roster). */
  runsDemoTeam?: boolean;
}

export interface DemoCollege {
  id?: string;
  slug: string;
  name: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  control: CollegeControl;
  predominantDegree: CollegeDegree;
  locale: string;
  undergradEnrollment: number;
  admissionRate: number;
  sat: [number, number] | null;
  act: [number, number] | null;
  tuitionInState: number;
  tuitionOutOfState: number;
  costOfAttendance: number;
  programs: DemoProgram[];
}

const NOTE = 'Demo data: ';

export const DEMO_COLLEGES: DemoCollege[] = [
  {
    id: DEMO_COLLEGE_ID,
    slug: 'demo-university',
    name: 'Demo University',
    city: 'Demoville',
    state: 'OH',
    zip: '43000',
    latitude: 40.0,
    longitude: -83.0,
    control: 'nonprofit',
    predominantDegree: 'bachelor',
    locale: 'Suburb Large',
    undergradEnrollment: 6400,
    admissionRate: 0.62,
    sat: [1080, 1290],
    act: [21, 28],
    tuitionInState: 31200,
    tuitionOutOfState: 31200,
    costOfAttendance: 47800,
    programs: [
      {
        title: 'valorant',
        level: 'varsity',
        rosterSize: 10,
        openSpots: 3,
        rolesNeeded: [
          { role: 'Duelist', count: 1, priority: 'high' },
          { role: 'Controller', count: 1, priority: 'medium' },
          { role: 'Sentinel', count: 1, priority: 'low' },
        ],
        classOffsets: [1, 2],
        minTier: 'Diamond 1',
        targetTier: 'Ascendant 1',
        minGpa: 2.5,
        scholarship: [2000, 8000],
        isRecruiting: true,
        tryoutNotes: `${NOTE}open tryouts online in March; send a VOD of a full ranked match with your interest form.`,
        runsDemoTeam: true,
      },
      {
        title: 'league-of-legends',
        level: 'club',
        rosterSize: 8,
        openSpots: 2,
        rolesNeeded: [
          { role: 'Jungle', count: 1, priority: 'high' },
          { role: 'Support', count: 1, priority: 'medium' },
        ],
        classOffsets: [1, 2, 3],
        minTier: 'Gold IV',
        targetTier: 'Platinum II',
        minGpa: 2.0,
        scholarship: null,
        isRecruiting: true,
        tryoutNotes: `${NOTE}club scrims every Thursday evening; newcomers welcome.`,
        runsDemoTeam: true,
      },
      {
        title: 'rocket-league',
        level: 'junior_varsity',
        rosterSize: 6,
        openSpots: 0,
        rolesNeeded: [],
        classOffsets: [2, 3],
        minTier: 'Diamond I',
        targetTier: 'Champion I',
        minGpa: 2.5,
        scholarship: [500, 1500],
        isRecruiting: false,
        tryoutNotes: null,
      },
    ],
  },
  {
    slug: 'northwind-sample-college',
    name: 'Northwind Sample College',
    city: 'Port Sample',
    state: 'WA',
    zip: '98000',
    latitude: 47.6,
    longitude: -122.3,
    control: 'nonprofit',
    predominantDegree: 'bachelor',
    locale: 'City Midsize',
    undergradEnrollment: 2900,
    admissionRate: 0.71,
    sat: [1040, 1250],
    act: [20, 27],
    tuitionInState: 38900,
    tuitionOutOfState: 38900,
    costOfAttendance: 55100,
    programs: [
      {
        title: 'overwatch',
        level: 'varsity',
        rosterSize: 8,
        openSpots: 2,
        rolesNeeded: [
          { role: 'Tank', count: 1, priority: 'high' },
          { role: 'Support', count: 1, priority: 'medium' },
        ],
        classOffsets: [1, 2],
        minTier: 'Diamond 5',
        targetTier: 'Master 3',
        minGpa: 2.75,
        scholarship: [3000, 12000],
        isRecruiting: true,
        tryoutNotes: `${NOTE}tryouts are two scrim blocks with the varsity roster.`,
      },
      {
        title: 'marvel-rivals',
        level: 'club',
        rosterSize: 7,
        openSpots: 3,
        rolesNeeded: [{ role: 'Strategist', count: 2, priority: 'high' }],
        classOffsets: [1, 2, 3],
        minTier: 'Gold I',
        targetTier: 'Diamond II',
        minGpa: null,
        scholarship: null,
        isRecruiting: true,
        tryoutNotes: null,
      },
    ],
  },
  {
    slug: 'riverbend-demo-state-university',
    name: 'Riverbend Demo State University',
    city: 'Riverbend',
    state: 'TX',
    zip: '76000',
    latitude: 32.7,
    longitude: -97.3,
    control: 'public',
    predominantDegree: 'bachelor',
    locale: 'City Large',
    undergradEnrollment: 28500,
    admissionRate: 0.78,
    sat: [1010, 1220],
    act: [19, 26],
    tuitionInState: 10400,
    tuitionOutOfState: 27900,
    costOfAttendance: 29800,
    programs: [
      {
        title: 'valorant',
        level: 'varsity',
        rosterSize: 10,
        openSpots: 2,
        rolesNeeded: [
          { role: 'IGL', count: 1, priority: 'high' },
          { role: 'Initiator', count: 1, priority: 'medium' },
        ],
        classOffsets: [1],
        minTier: 'Ascendant 1',
        targetTier: 'Immortal 1',
        minGpa: 2.5,
        scholarship: [5000, 15000],
        isRecruiting: true,
        tryoutNotes: `${NOTE}invitation-only tryouts after a call with the head coach.`,
      },
      {
        title: 'counter-strike',
        level: 'varsity',
        rosterSize: 7,
        openSpots: 0,
        rolesNeeded: [],
        classOffsets: [2],
        minTier: 'Gold Nova Master',
        targetTier: 'Legendary Eagle',
        minGpa: 2.5,
        scholarship: [2000, 6000],
        isRecruiting: false,
        tryoutNotes: null,
      },
      {
        title: 'rocket-league',
        level: 'varsity',
        rosterSize: 6,
        openSpots: 1,
        rolesNeeded: [{ role: 'Defender', count: 1, priority: 'high' }],
        classOffsets: [1, 2],
        minTier: 'Champion I',
        targetTier: 'Grand Champion I',
        minGpa: 2.0,
        scholarship: [1000, 5000],
        isRecruiting: true,
        tryoutNotes: `${NOTE}send your tracker link and two replays.`,
      },
    ],
  },
  {
    slug: 'lakeshore-sample-institute-of-technology',
    name: 'Lakeshore Sample Institute of Technology',
    city: 'Lakeshore',
    state: 'IL',
    zip: '60000',
    latitude: 41.9,
    longitude: -87.6,
    control: 'nonprofit',
    predominantDegree: 'bachelor',
    locale: 'City Large',
    undergradEnrollment: 5200,
    admissionRate: 0.34,
    sat: [1280, 1470],
    act: [27, 33],
    tuitionInState: 49700,
    tuitionOutOfState: 49700,
    costOfAttendance: 68900,
    programs: [
      {
        title: 'league-of-legends',
        level: 'varsity',
        rosterSize: 8,
        openSpots: 2,
        rolesNeeded: [
          { role: 'Mid', count: 1, priority: 'high' },
          { role: 'Bot (ADC)', count: 1, priority: 'medium' },
        ],
        classOffsets: [1, 2],
        minTier: 'Emerald IV',
        targetTier: 'Diamond II',
        minGpa: 3.2,
        scholarship: [4000, 10000],
        isRecruiting: true,
        tryoutNotes: `${NOTE}academic standing is checked before tryouts.`,
      },
      {
        title: 'valorant',
        level: 'club',
        rosterSize: 10,
        openSpots: 0,
        rolesNeeded: [],
        classOffsets: [],
        minTier: null,
        targetTier: null,
        minGpa: null,
        scholarship: null,
        isRecruiting: false,
        tryoutNotes: null,
      },
    ],
  },
  {
    slug: 'summit-ridge-demo-college',
    name: 'Summit Ridge Demo College',
    city: 'Summit Ridge',
    state: 'CO',
    zip: '80000',
    latitude: 39.7,
    longitude: -105.0,
    control: 'public',
    predominantDegree: 'bachelor',
    locale: 'Town Remote',
    undergradEnrollment: 3800,
    admissionRate: 0.88,
    sat: null,
    act: [18, 24],
    tuitionInState: 8900,
    tuitionOutOfState: 21400,
    costOfAttendance: 24300,
    programs: [
      {
        title: 'marvel-rivals',
        level: 'varsity',
        rosterSize: 8,
        openSpots: 3,
        rolesNeeded: [
          { role: 'Vanguard', count: 1, priority: 'high' },
          { role: 'Duelist', count: 1, priority: 'medium' },
          { role: 'Strategist', count: 1, priority: 'low' },
        ],
        classOffsets: [0, 1, 2],
        minTier: 'Diamond III',
        targetTier: 'Grandmaster II',
        minGpa: 2.0,
        scholarship: [1500, 4000],
        isRecruiting: true,
        tryoutNotes: `${NOTE}one of the first varsity Marvel Rivals programs in the sample conference.`,
      },
      {
        title: 'overwatch',
        level: 'club',
        rosterSize: 8,
        openSpots: 1,
        rolesNeeded: [{ role: 'Damage', count: 1, priority: 'low' }],
        classOffsets: [1, 2, 3],
        minTier: null,
        targetTier: 'Platinum 3',
        minGpa: null,
        scholarship: null,
        isRecruiting: false,
        tryoutNotes: null,
      },
    ],
  },
  {
    slug: 'bayview-sample-university',
    name: 'Bayview Sample University',
    city: 'Bayview',
    state: 'CA',
    zip: '94000',
    latitude: 37.8,
    longitude: -122.3,
    control: 'public',
    predominantDegree: 'bachelor',
    locale: 'City Midsize',
    undergradEnrollment: 16800,
    admissionRate: 0.55,
    sat: [1110, 1330],
    act: [22, 29],
    tuitionInState: 7600,
    tuitionOutOfState: 26300,
    costOfAttendance: 33900,
    programs: [
      {
        title: 'rocket-league',
        level: 'club',
        rosterSize: 6,
        openSpots: 2,
        rolesNeeded: [{ role: 'Striker', count: 1, priority: 'medium' }],
        classOffsets: [1, 2],
        minTier: 'Platinum I',
        targetTier: 'Diamond III',
        minGpa: null,
        scholarship: null,
        isRecruiting: true,
        tryoutNotes: `${NOTE}drop-in club nights on Fridays.`,
      },
      {
        title: 'league-of-legends',
        level: 'club',
        rosterSize: 8,
        openSpots: 0,
        rolesNeeded: [],
        classOffsets: [],
        minTier: null,
        targetTier: null,
        minGpa: null,
        scholarship: null,
        isRecruiting: false,
        tryoutNotes: null,
      },
    ],
  },
  {
    slug: 'pinecrest-demo-community-college',
    name: 'Pinecrest Demo Community College',
    city: 'Pinecrest',
    state: 'NC',
    zip: '27000',
    latitude: 35.8,
    longitude: -78.6,
    control: 'public',
    predominantDegree: 'associate',
    locale: 'Suburb Midsize',
    undergradEnrollment: 9100,
    admissionRate: 1,
    sat: null,
    act: null,
    tuitionInState: 2500,
    tuitionOutOfState: 8700,
    costOfAttendance: 15200,
    programs: [
      {
        title: 'valorant',
        level: 'club',
        rosterSize: 10,
        openSpots: 4,
        rolesNeeded: [
          { role: 'Flex', count: 2, priority: 'medium' },
          { role: 'Sentinel', count: 1, priority: 'low' },
        ],
        classOffsets: [0, 1, 2],
        minTier: 'Gold 1',
        targetTier: 'Platinum 3',
        minGpa: null,
        scholarship: null,
        isRecruiting: true,
        tryoutNotes: null,
      },
      {
        title: 'counter-strike',
        level: 'club',
        rosterSize: 7,
        openSpots: 2,
        rolesNeeded: [{ role: 'AWPer', count: 1, priority: 'high' }],
        classOffsets: [0, 1],
        minTier: 'Gold Nova I',
        targetTier: 'Master Guardian II',
        minGpa: null,
        scholarship: [250, 1000],
        isRecruiting: true,
        tryoutNotes: `${NOTE}book-store scholarship for club members.`,
      },
    ],
  },
  {
    slug: 'harborlight-sample-college',
    name: 'Harborlight Sample College',
    city: 'Harborlight',
    state: 'MA',
    zip: '02000',
    latitude: 42.3,
    longitude: -71.0,
    control: 'nonprofit',
    predominantDegree: 'bachelor',
    locale: 'Suburb Large',
    undergradEnrollment: 1800,
    admissionRate: 0.45,
    sat: [1200, 1400],
    act: [25, 31],
    tuitionInState: 54300,
    tuitionOutOfState: 54300,
    costOfAttendance: 71200,
    programs: [
      {
        title: 'overwatch',
        level: 'varsity',
        rosterSize: 8,
        openSpots: 0,
        rolesNeeded: [],
        classOffsets: [2, 3],
        minTier: 'Master 5',
        targetTier: 'Grandmaster 3',
        minGpa: 3.0,
        scholarship: [2500, 7500],
        isRecruiting: false,
        tryoutNotes: `${NOTE}roster full for this season.`,
      },
    ],
  },
];
