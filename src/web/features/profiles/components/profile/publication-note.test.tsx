/** The profile page's note on who can see the profile, per state, from the server's rule (docs/decisions/067). */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileAudienceTexts } from '#shared/access/profile-audience.ts';
import type { PlayerProfile } from '#shared/contracts/player-profile.ts';
import { PublicationNote } from './publication-note.tsx';

type Publication = NonNullable<PlayerProfile['publication']>;
const ADULT: Publication = {
  isPublished: true,
  visibility: 'public',
  academicsVisibility: 'recruiters',
  guardianApprovedVisibility: null,
  isMinor: false,
  deletionRequested: false,
  guardianRevoked: false,
};
const MINOR: Publication = { ...ADULT, isMinor: true };
const SAYS = profileAudienceTexts({ kind: 'owner' });

const CASES: [string, Publication, string][] = [
  ['adult public', ADULT, SAYS.public],
  ['adult recruiters only', { ...ADULT, visibility: 'recruiters_only' }, SAYS.recruiters_only],
  ['minor pending (published, chose public)', MINOR, 'Only you and your guardian can see this profile until your guardian approves it.'],
  ['minor approved recruiters only (chose public)', { ...MINOR, guardianApprovedVisibility: 'recruiters_only' }, `${SAYS.recruiters_only} ${SAYS.capped}`],
  ['minor approved public', { ...MINOR, guardianApprovedVisibility: 'public' }, SAYS.publicMinor],
  ['revoked', { ...MINOR, isPublished: false, guardianRevoked: true }, SAYS.guardian_revoked],
];

describe('PublicationNote', () => {
  it.each(CASES)('tells the owner the truth: %s', (_state, publication, text) => {
    render(<PublicationNote publication={publication} isOwner playerName="Quinn" />);
    expect(screen.getByText(text)).toBeInTheDocument();
    if (publication.isMinor && publication.guardianApprovedVisibility !== 'public') expect(screen.queryByText(/Everyone can see/)).toBeNull();
  });

  it('speaks of the player to another insider (platform staff, a guardian)', () => {
    render(<PublicationNote publication={MINOR} isOwner={false} playerName="Quinn" />);
    expect(screen.getByText("Waiting for a guardian's approval. Recruiters and visitors cannot see this profile.")).toBeInTheDocument();
  });
});
