import type { PlayerProfile } from '#shared/contracts/player-profile.ts';
import { ProfileSection } from './profile-section.tsx';

/** Bio and school, when the answer has them. */
export function AboutCard({ profile }: { profile: PlayerProfile }) {
  if (!profile.bio && !profile.schoolName) return null;
  return (
    <ProfileSection title="About">
      <div className="grid gap-2 text-sm">
        {profile.schoolName ? <p className="font-semibold">{profile.schoolName}</p> : null}
        {profile.bio ? <p className="whitespace-pre-line">{profile.bio}</p> : null}
      </div>
    </ProfileSection>
  );
}
