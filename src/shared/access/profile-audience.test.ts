/** The visibility rule behind every label (docs/decisions/067), one case per state, and its sentences. */
import { describe, expect, it } from 'vitest';
import { audienceAdmits, profileAudience, profileAudienceText, profileAudienceTexts, type ProfileAudienceFacts } from './profile-audience.ts';

const adult: ProfileAudienceFacts = {
  isMinor: false,
  isPublished: true,
  visibility: 'public',
  guardianApprovedVisibility: null,
  deletionRequested: false,
  guardianRevoked: false,
};
const minor: ProfileAudienceFacts = { ...adult, isMinor: true };

const owner = profileAudienceTexts({ kind: 'owner' });
const guardian = profileAudienceTexts({ kind: 'guardian', name: 'Quinn' });

/** state, facts, audience, what the player reads, what the guardian reads. */
const CASES: [string, ProfileAudienceFacts, ReturnType<typeof profileAudience>['audience'], string, string][] = [
  ['adult public', adult, 'public', owner.public, guardian.public],
  ['adult recruiters only', { ...adult, visibility: 'recruiters_only' }, 'recruiters_only', owner.recruiters_only, guardian.recruiters_only],
  ['adult private', { ...adult, visibility: 'private' }, 'private', owner.private, guardian.private],
  ['adult unpublished', { ...adult, isPublished: false }, 'private', owner.not_published, guardian.not_published],
  // Published with Public chosen, as the 15-year-old of issue 26 was: nobody else sees it yet.
  ['minor pending', minor, 'private', owner.awaiting_guardian, guardian.awaiting_guardian],
  ['minor pending, unpublished', { ...minor, isPublished: false }, 'private', owner.awaiting_guardian, guardian.awaiting_guardian],
  [
    'minor approved recruiters only (chose public)',
    { ...minor, guardianApprovedVisibility: 'recruiters_only' },
    'recruiters_only',
    `${owner.recruiters_only} ${owner.capped}`,
    `${guardian.recruiters_only} ${guardian.capped}`,
  ],
  [
    'minor approved recruiters only (chose recruiters only)',
    { ...minor, visibility: 'recruiters_only', guardianApprovedVisibility: 'recruiters_only' },
    'recruiters_only',
    owner.recruiters_only,
    guardian.recruiters_only,
  ],
  ['minor approved public', { ...minor, guardianApprovedVisibility: 'public' }, 'public', owner.publicMinor, guardian.publicMinor],
  [
    'minor approved public (chose recruiters only)',
    { ...minor, visibility: 'recruiters_only', guardianApprovedVisibility: 'public' },
    'recruiters_only',
    owner.recruiters_only,
    guardian.recruiters_only,
  ],
  ['minor approved, chose private', { ...minor, visibility: 'private', guardianApprovedVisibility: 'public' }, 'private', owner.private, guardian.private],
  ['revoked', { ...minor, isPublished: false, guardianRevoked: true }, 'private', owner.guardian_revoked, guardian.guardian_revoked],
  ['deletion requested', { ...adult, deletionRequested: true }, 'private', owner.deletion_requested, guardian.deletion_requested],
  ['minor approved, deletion requested', { ...minor, guardianApprovedVisibility: 'public', deletionRequested: true }, 'private', owner.deletion_requested, guardian.deletion_requested],
];

describe('profileAudience', () => {
  it.each(CASES)('%s', (_state, facts, audience, ownerText, guardianText) => {
    expect(profileAudience(facts).audience).toBe(audience);
    expect(profileAudienceText(facts, { kind: 'owner' })).toBe(ownerText);
    expect(profileAudienceText(facts, { kind: 'guardian', name: 'Quinn' })).toBe(guardianText);
  });

  it('names why a profile is hidden', () => {
    expect(profileAudience(minor).state).toBe('awaiting_guardian');
    expect(profileAudience({ ...minor, guardianRevoked: true }).state).toBe('guardian_revoked');
    expect(profileAudience({ ...adult, isPublished: false }).state).toBe('not_published');
    expect(profileAudience({ ...minor, guardianApprovedVisibility: 'recruiters_only' })).toEqual({ audience: 'recruiters_only', state: 'live', cappedByGuardian: true });
  });

  it('an adult ignores a leftover guardian approval (turned 18)', () => {
    expect(profileAudience({ ...adult, guardianApprovedVisibility: 'recruiters_only' }).audience).toBe('public');
  });

  it('never tells a minor awaiting approval that everyone can see the profile', () => {
    for (const visibility of ['public', 'recruiters_only', 'private'] as const) {
      expect(profileAudienceText({ ...minor, visibility }, { kind: 'owner' })).toBe('Only you and your guardian can see this profile until your guardian approves it.');
    }
  });

  it('a visitor sees public only; a recruiter public and recruiters only', () => {
    expect([audienceAdmits('public', 'visitor'), audienceAdmits('recruiters_only', 'visitor'), audienceAdmits('private', 'visitor')]).toEqual([true, false, false]);
    expect([audienceAdmits('public', 'recruiter'), audienceAdmits('recruiters_only', 'recruiter'), audienceAdmits('private', 'recruiter')]).toEqual([true, true, false]);
  });

  it('another insider (platform staff) reads who cannot see it, naming the player', () => {
    expect(profileAudienceText(minor, { kind: 'other', name: 'Quinn' })).toBe("Waiting for a guardian's approval. Recruiters and visitors cannot see this profile.");
    expect(profileAudienceText({ ...minor, guardianApprovedVisibility: 'recruiters_only' }, { kind: 'other', name: 'Quinn' })).toBe(
      "Recruiters signed in and Quinn's team staff can see this profile; visitors cannot. Quinn chose Public; a guardian approved Recruiters only.",
    );
  });
});
