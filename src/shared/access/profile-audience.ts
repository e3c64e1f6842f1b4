/**
 * Who can see a player profile right now, and how each screen says it
 * (RECRUITING.md "Visibility and minors", docs/decisions/019, 021 and 067).
 * The one rule behind every visibility label: the server's SQL
 * (server/visibility/profile-visibility-sql.ts) applies the same rule to
 * rows, and profile-audience.api.test.ts checks that both agree for each
 * state. Screens never derive an audience from `visibility` alone.
 *
 * - A profile with a deletion request is hidden from everyone but insiders.
 * - A minor's profile is hidden until an active guardian approves it,
 *   whatever the player chose or published; after a revoke it is hidden
 *   again until a guardian approves again.
 * - Unpublished is hidden whatever the setting.
 * - Otherwise the player's choice, for a minor capped by what the guardian
 *   approved (Recruiters only caps a Public choice).
 * "Hidden" means the `private` audience: only the player, their guardians
 * and platform staff.
 */
import type { ProfileVisibility } from '../value-sets.ts';

export type ProfileAudience = ProfileVisibility;

/** Why the audience is what it is. */
export type ProfileAudienceState = 'deletion_requested' | 'awaiting_guardian' | 'guardian_revoked' | 'not_published' | 'live';

/** What the rule needs to know about a profile (every field is on the profile row or its consent log). */
export interface ProfileAudienceFacts {
  isMinor: boolean;
  isPublished: boolean;
  /** The player's own choice. */
  visibility: ProfileVisibility;
  /** What an active guardian approved (a minor's cap); null: nothing approved. */
  guardianApprovedVisibility: 'recruiters_only' | 'public' | null;
  deletionRequested: boolean;
  /** The latest guardian decision was a revoke, and the player has asked nothing since. */
  guardianRevoked: boolean;
}

export interface ProfileAudienceAnswer {
  audience: ProfileAudience;
  state: ProfileAudienceState;
  /** A minor chose Public and the guardian approved Recruiters only. */
  cappedByGuardian: boolean;
}

const RANK: Record<ProfileAudience, number> = { private: 0, recruiters_only: 1, public: 2 };
const narrower = (a: ProfileAudience, b: ProfileAudience) => (RANK[a] <= RANK[b] ? a : b);

/** The rule. */
export function profileAudience(facts: ProfileAudienceFacts): ProfileAudienceAnswer {
  const hidden = (state: ProfileAudienceState): ProfileAudienceAnswer => ({ audience: 'private', state, cappedByGuardian: false });
  if (facts.deletionRequested) return hidden('deletion_requested');
  if (facts.isMinor && !facts.guardianApprovedVisibility) return hidden(facts.guardianRevoked ? 'guardian_revoked' : 'awaiting_guardian');
  if (!facts.isPublished) return hidden('not_published');
  if (!facts.isMinor || !facts.guardianApprovedVisibility) return { audience: facts.visibility, state: 'live', cappedByGuardian: false };
  const audience = narrower(facts.visibility, facts.guardianApprovedVisibility);
  return { audience, state: 'live', cappedByGuardian: audience !== facts.visibility };
}

/** Who sees a profile with this audience: a visitor (signed out), a recruiter (signed in with a recruiter role). */
export function audienceAdmits(audience: ProfileAudience, viewer: 'visitor' | 'recruiter'): boolean {
  return viewer === 'visitor' ? audience === 'public' : audience !== 'private';
}

/** Who reads the sentence: the player, one of their guardians, or another insider (platform staff, the coach who created it). */
export type AudienceReader = { kind: 'owner' } | { kind: 'guardian'; name: string } | { kind: 'other'; name: string };

type Sentence = Record<ProfileAudienceState | ProfileAudience | 'publicMinor' | 'capped', string>;

const OTHER_HIDDEN = 'Recruiters and visitors cannot see this profile.';

/** Every sentence, by reader; `name` is the player's display name. */
export function profileAudienceTexts(reader: AudienceReader): Omit<Sentence, 'live'> {
  if (reader.kind === 'owner') {
    return {
      deletion_requested: 'You asked us to delete your account: only you, your guardians and platform staff can see this profile.',
      awaiting_guardian: 'Only you and your guardian can see this profile until your guardian approves it.',
      guardian_revoked: 'Your guardian withdrew their approval: only you and your guardian can see this profile until they approve it again.',
      not_published: 'This profile is not published: only you, your guardians and platform staff can see it.',
      private: 'Only you, your guardians and platform staff can see this profile.',
      recruiters_only: 'Recruiters signed in and your team staff can see this profile; visitors cannot.',
      public: 'Everyone can see this profile, signed in or not.',
      publicMinor: 'Everyone can see this profile; visitors see only your display name, class year and state.',
      capped: 'You chose Public; your guardian approved Recruiters only.',
    };
  }
  const { name } = reader;
  const shared = {
    recruiters_only: `Recruiters signed in and ${name}'s team staff can see this profile; visitors cannot.`,
    public: 'Everyone can see this profile, signed in or not.',
    publicMinor: `Everyone can see this profile; visitors see only ${name}'s display name, class year and state.`,
  };
  if (reader.kind === 'guardian') {
    return {
      ...shared,
      deletion_requested: `Deletion requested: only ${name} and their guardians can see this profile.`,
      awaiting_guardian: `Only ${name} and their guardians can see this profile until you approve it.`,
      guardian_revoked: `You withdrew approval: only ${name} and their guardians can see this profile.`,
      not_published: `Not published: only ${name} and their guardians can see this profile.`,
      private: `${name} chose Private: only ${name} and their guardians can see this profile.`,
      capped: `${name} chose Public; you approved Recruiters only.`,
    };
  }
  return {
    ...shared,
    deletion_requested: `Deletion requested. ${OTHER_HIDDEN}`,
    awaiting_guardian: `Waiting for a guardian's approval. ${OTHER_HIDDEN}`,
    guardian_revoked: `A guardian withdrew approval. ${OTHER_HIDDEN}`,
    not_published: `Not published. ${OTHER_HIDDEN}`,
    private: `Private. ${OTHER_HIDDEN}`,
    capped: `${name} chose Public; a guardian approved Recruiters only.`,
  };
}

/** The sentence a screen shows: who can see the profile now, and for a minor what is waiting. */
export function profileAudienceText(facts: ProfileAudienceFacts, reader: AudienceReader): string {
  const texts = profileAudienceTexts(reader);
  const { audience, state, cappedByGuardian } = profileAudience(facts);
  if (state !== 'live') return texts[state];
  if (audience === 'public') return facts.isMinor ? texts.publicMinor : texts.public;
  return cappedByGuardian ? `${texts[audience]} ${texts.capped}` : texts[audience];
}
