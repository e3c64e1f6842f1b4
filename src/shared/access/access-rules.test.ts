import { describe, expect, it } from 'vitest';
import {
  TIER_FEATURES,
  outcomeActions,
  type OutcomeRuleState,
  canAddTournament,
  canCreateTeam,
  canEditCollege,
  canEditMrData,
  canManageProgram,
  canManageRoles,
  canReadOutbox,
  canSeeDashboard,
  canUsePipeline,
  canViewProgram,
  canWorkPipeline,
  canWriteContent,
  isAdminOrDeveloper,
  isPrivileged,
  isRecruiter,
  isTeamManager,
  profileViewCollegeIds,
  programViewScope,
  tierAllows,
  type TierFeature,
} from './access-rules.ts';
import { ROLES, type Role, type RoleGrant } from './roles.ts';
import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '../value-sets.ts';

const COLLEGE = '11111111-1111-4111-8111-111111111111';
const OTHER_COLLEGE = '22222222-2222-4222-8222-222222222222';

const grant = (role: Role, collegeId: string | null = null): RoleGrant => ({ role, collegeId });

/** Every role of spec §6 (plus "no role"), each with the expected answer of one rule. */
type Table = Record<Role | 'none', boolean>;

function rows(table: Table): [string, RoleGrant[], boolean][] {
  return Object.entries(table).map(([role, expected]) => [
    role,
    role === 'none' ? [] : [grant(role as Role, COLLEGE)],
    expected,
  ]);
}

const ALL_FALSE: Table = Object.fromEntries([...ROLES, 'none'].map((role) => [role, false])) as Table;
const only = (...roles: Role[]): Table => ({
  ...ALL_FALSE,
  ...Object.fromEntries(roles.map((role) => [role, true])),
});

it('the tables below cover every role of spec §6', () => {
  expect(Object.keys(ALL_FALSE).sort()).toEqual([...ROLES, 'none'].sort());
  expect(ROLES).toHaveLength(18);
});

describe('isPrivileged', () => {
  it.each(rows(only('yes_admin', 'yes_developer', 'yes_staff')))('%s → %s', (_role, grants, expected) => {
    expect(isPrivileged(grants)).toBe(expected);
  });
});

describe('isAdminOrDeveloper', () => {
  it.each(rows(only('yes_admin', 'yes_developer')))('%s → %s', (_role, grants, expected) => {
    expect(isAdminOrDeveloper(grants)).toBe(expected);
  });
});

const RECRUITER_ROLES: Role[] = [
  'programs_college_admin',
  'programs_college_staff',
  'programs_college_admissions',
  'coaching_private_coach',
  'coaching_program_coach_college_coach',
  'coaching_program_coach_pro_team_coach',
];

describe('isRecruiter', () => {
  it.each(rows(only(...RECRUITER_ROLES)))('%s → %s', (_role, grants, expected) => {
    expect(isRecruiter(grants)).toBe(expected);
  });
});

describe('canSeeDashboard (recruiter or privileged)', () => {
  it.each(rows(only('yes_admin', 'yes_developer', 'yes_staff', ...RECRUITER_ROLES)))(
    '%s → %s',
    (_role, grants, expected) => {
      expect(canSeeDashboard(grants)).toBe(expected);
    },
  );
});

describe('canCreateTeam (privileged, program admins, coaches, team managers: docs/decisions/071)', () => {
  it.each(
    rows(
      only(
        'yes_admin',
        'yes_developer',
        'yes_staff',
        'programs_college_admin',
        'programs_high_school_admin',
        'programs_private_team_admin',
        'programs_pro_team_admin',
        'coaching_private_coach',
        'coaching_program_coach_college_coach',
        'coaching_program_coach_pro_team_coach',
        'recruit_team_manager',
      ),
    ),
  )(
    '%s → %s',
    (_role, grants, expected) => {
      expect(canCreateTeam(grants)).toBe(expected);
    },
  );
});

describe('canWriteContent (Add Page: privileged only)', () => {
  it.each(rows(only('yes_admin', 'yes_developer', 'yes_staff')))('%s → %s', (_role, grants, expected) => {
    expect(canWriteContent(grants)).toBe(expected);
  });
});

describe('canEditMrData (the /mr/cooldowns hero table: privileged only)', () => {
  it.each(rows(only('yes_admin', 'yes_developer', 'yes_staff')))('%s → %s', (_role, grants, expected) => {
    expect(canEditMrData(grants)).toBe(expected);
  });
});

describe('canManageRoles (yes_admin only)', () => {
  it.each(rows(only('yes_admin')))('%s → %s', (_role, grants, expected) => {
    expect(canManageRoles(grants)).toBe(expected);
  });
});

describe('canReadOutbox (yes_admin only: the outbox holds other people\'s reset links, issue 10.1)', () => {
  it.each(rows(only('yes_admin')))('%s → %s', (_role, grants, expected) => {
    expect(canReadOutbox(grants)).toBe(expected);
  });
});

const PROGRAM_ADMIN_ROLES: Role[] = [
  'programs_college_admin',
  'programs_high_school_admin',
  'programs_private_team_admin',
  'programs_pro_team_admin',
];

/** College rules: [role, expected for the matching college, expected for another college]. */
function collegeRows(matching: Table, anyCollege: Table): [string, boolean, boolean][] {
  return Object.keys(matching).map((role) => [role, matching[role as Role], anyCollege[role as Role]]);
}

describe('canEditCollege', () => {
  const privileged: Role[] = ['yes_admin', 'yes_developer', 'yes_staff'];
  it.each(collegeRows(only(...privileged, ...PROGRAM_ADMIN_ROLES), only(...privileged)))(
    '%s: same college → %s, other college → %s',
    (role, sameCollege, otherCollege) => {
      const grants = role === 'none' ? [] : [grant(role as Role, COLLEGE)];
      expect(canEditCollege(grants, COLLEGE)).toBe(sameCollege);
      expect(canEditCollege(grants, OTHER_COLLEGE)).toBe(otherCollege);
    },
  );

  it('a program-admin role without a college edits no college', () => {
    expect(canEditCollege([grant('programs_college_admin', null)], COLLEGE)).toBe(false);
  });
});

describe('canManageProgram', () => {
  it.each(collegeRows(only('yes_admin', 'programs_college_admin'), only('yes_admin')))(
    '%s: same college → %s, other college → %s',
    (role, sameCollege, otherCollege) => {
      const grants = role === 'none' ? [] : [grant(role as Role, COLLEGE)];
      expect(canManageProgram(grants, COLLEGE)).toBe(sameCollege);
      expect(canManageProgram(grants, OTHER_COLLEGE)).toBe(otherCollege);
    },
  );
});

describe('canViewProgram', () => {
  const privileged: Role[] = ['yes_admin', 'yes_developer', 'yes_staff'];
  it.each(
    collegeRows(only(...privileged, 'programs_college_admin', 'programs_college_staff'), only(...privileged)),
  )('%s: same college → %s, other college → %s', (role, sameCollege, otherCollege) => {
    const grants = role === 'none' ? [] : [grant(role as Role, COLLEGE)];
    expect(canViewProgram(grants, COLLEGE)).toBe(sameCollege);
    expect(canViewProgram(grants, OTHER_COLLEGE)).toBe(otherCollege);
  });

  it('holding the staff role for two colleges allows both', () => {
    const grants = [grant('programs_college_staff', COLLEGE), grant('programs_college_staff', OTHER_COLLEGE)];
    expect(canViewProgram(grants, COLLEGE)).toBe(true);
    expect(canViewProgram(grants, OTHER_COLLEGE)).toBe(true);
  });
});

describe('the pipeline (docs/decisions/036)', () => {
  it('is worked by whoever can view the program, role by role; /pipeline is for those who can view some program', () => {
    for (const role of ROLES) {
      const grants = [grant(role, COLLEGE)];
      expect(canWorkPipeline(grants, COLLEGE), role).toBe(canViewProgram(grants, COLLEGE));
      expect(canWorkPipeline(grants, OTHER_COLLEGE), role).toBe(canViewProgram(grants, OTHER_COLLEGE));
      expect(canUsePipeline(grants), role).toBe(canViewProgram(grants, COLLEGE));
    }
    expect(canUsePipeline([])).toBe(false);
    expect(canWorkPipeline([grant('programs_college_admissions', COLLEGE)], COLLEGE)).toBe(false);
  });
});

describe('programViewScope', () => {
  it('is every college for privileged users, else the colleges where canViewProgram holds', () => {
    for (const role of ['yes_admin', 'yes_developer', 'yes_staff'] as const) expect(programViewScope([grant(role)])).toBe('all');
    expect(programViewScope([])).toEqual([]);
    expect(programViewScope([grant('recruit_player'), grant('coaching_program_coach_college_coach')])).toEqual([]);
    expect(programViewScope([grant('programs_college_admissions', COLLEGE)])).toEqual([]);
    expect(programViewScope([grant('programs_college_staff', OTHER_COLLEGE), grant('programs_college_admin', COLLEGE), grant('programs_college_staff', COLLEGE)])).toEqual(
      [COLLEGE, OTHER_COLLEGE].sort(),
    );
    // The scope and the rule agree role by role.
    for (const role of ROLES) {
      const grants = [grant(role, COLLEGE)];
      const scope = programViewScope(grants);
      expect(scope === 'all' || scope.includes(COLLEGE), role).toBe(canViewProgram(grants, COLLEGE));
    }
  });
});

describe('isTeamManager', () => {
  const OWNER = 'user-owner';
  const team = { ownerUserId: OWNER };
  it.each<[string, RoleGrant[], string | null, boolean]>([
    ['owner without roles', [], OWNER, true],
    ['owner with a player role', [grant('recruit_player')], OWNER, true],
    ['platform admin (not owner)', [grant('yes_admin')], 'user-admin', true],
    ['developer (not owner)', [grant('yes_developer')], 'user-dev', true],
    ['platform staff (not owner)', [grant('yes_staff')], 'user-staff', false],
    ['college admin (not owner)', [grant('programs_college_admin', COLLEGE)], 'user-college', false],
    ['team-manager role (not owner)', [grant('recruit_team_manager')], 'user-tm', false],
    ['signed-in stranger', [], 'user-stranger', false],
    ['signed out', [], null, false],
  ])('%s → %s', (_label, grants, userId, expected) => {
    expect(isTeamManager(grants, userId, team)).toBe(expected);
  });

  it('every role alone, as a non-owner, manages only for yes_admin and yes_developer', () => {
    for (const role of ROLES) {
      expect(isTeamManager([grant(role)], 'someone-else', team)).toBe(role === 'yes_admin' || role === 'yes_developer');
    }
  });
});

describe('tierAllows', () => {
  const expected: Record<TierFeature, Record<SubscriptionTier, boolean>> = {
    basic_roster: { bronze: true, silver: true, gold: true },
    advanced_analytics: { bronze: false, silver: true, gold: true },
    unlimited_staff: { bronze: false, silver: true, gold: true },
    tournament_management: { bronze: false, silver: true, gold: true },
    custom_integrations: { bronze: false, silver: false, gold: true },
    brand_management: { bronze: false, silver: false, gold: true },
    contract_management: { bronze: false, silver: false, gold: true },
  };

  it('the table covers every feature and tier', () => {
    expect(Object.keys(expected).sort()).toEqual(Object.keys(TIER_FEATURES).sort());
  });

  const cases = Object.entries(expected).flatMap(([feature, byTier]) =>
    SUBSCRIPTION_TIERS.map((tier) => [feature as TierFeature, tier, byTier[tier]] as const),
  );
  it.each(cases)('%s on %s → %s', (feature, tier, allowed) => {
    expect(tierAllows(tier, feature)).toBe(allowed);
  });
});

describe('canAddTournament', () => {
  it.each<[boolean, SubscriptionTier, boolean]>([
    [true, 'bronze', false],
    [true, 'silver', true],
    [true, 'gold', true],
    [false, 'bronze', false],
    [false, 'silver', false],
    [false, 'gold', false],
  ])('manager=%s tier=%s → %s', (isManager, tier, expected) => {
    expect(canAddTournament(isManager, tier)).toBe(expected);
  });
});

describe('outcomeActions (recruiting outcomes, docs/decisions/041)', () => {
  const state = (overrides: Partial<OutcomeRuleState> = {}): OutcomeRuleState => ({
    recordedBy: 'player',
    isMinor: false,
    awaitingGuardianApproval: false,
    confirmed: false,
    declined: false,
    isPublic: false,
    viewerIsCollegeStaff: false,
    ...overrides,
  });

  it('the player consents and withdraws, and shares once public', () => {
    expect(outcomeActions('player', state())).toEqual({ canConsent: true, canApprove: false, canConfirm: false, canWithdraw: true, canShare: false });
    expect(outcomeActions('player', state({ isPublic: true })).canShare).toBe(true);
  });

  it('a guardian acts for a minor only, and approves while the record waits', () => {
    expect(outcomeActions('guardian', state({ isMinor: true, awaitingGuardianApproval: true }))).toEqual({
      canConsent: true,
      canApprove: true,
      canConfirm: false,
      canWithdraw: true,
      canShare: false,
    });
    expect(outcomeActions('guardian', state({ isMinor: false, isPublic: true }))).toEqual({
      canConsent: false,
      canApprove: false,
      canConfirm: false,
      canWithdraw: false,
      canShare: false,
    });
  });

  it('the college confirms the player’s own record once approved, and withdraws only its own', () => {
    const staff = { viewerIsCollegeStaff: true };
    expect(outcomeActions('college_staff', state(staff))).toMatchObject({ canConfirm: true, canWithdraw: false, canConsent: false });
    expect(outcomeActions('college_staff', state({ ...staff, isMinor: true, awaitingGuardianApproval: true })).canConfirm).toBe(false);
    expect(outcomeActions('college_staff', state({ ...staff, recordedBy: 'program' }))).toMatchObject({ canConfirm: false, canWithdraw: true });
  });

  it('the public does nothing', () => {
    expect(Object.values(outcomeActions('public', state({ isPublic: true, confirmed: true })))).toEqual([false, false, false, false, false]);
  });
});

describe('profileViewCollegeIds (docs/decisions/049)', () => {
  it('counts the colleges of the college program roles, once each, sorted', () => {
    expect(profileViewCollegeIds([grant('programs_college_staff', OTHER_COLLEGE), grant('programs_college_admin', COLLEGE), grant('programs_college_admissions', COLLEGE)])).toEqual([
      COLLEGE,
      OTHER_COLLEGE,
    ]);
  });

  it('counts nothing for platform staff, whatever else they hold, nor for any other role', () => {
    for (const role of ['yes_admin', 'yes_developer', 'yes_staff'] as const) {
      expect(profileViewCollegeIds([grant(role), grant('programs_college_admin', COLLEGE)])).toEqual([]);
    }
    const others = ROLES.filter((role) => !role.startsWith('programs_college_'));
    for (const role of others) expect(profileViewCollegeIds([grant(role, COLLEGE)])).toEqual([]);
    expect(profileViewCollegeIds([])).toEqual([]);
  });
});
