import MapPin from 'lucide-react/icons/map-pin';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import type { ReactNode } from 'react';
import type { PlayerProfile } from '#shared/contracts/player-profile.ts';
import { InitialsAvatar } from '#web/components/ui/initials-avatar.tsx';
import { RecruitingStatusChip } from './recruiting-status-chip.tsx';

interface ProfileHeaderProps {
  profile: PlayerProfile;
  /** Share, Message, Add to list, Preview as a recruiter: whatever this viewer may do. */
  actions: ReactNode;
  /** The owner's Edit for the identity section. */
  editAction?: ReactNode;
}

/** Avatar, display name, class year, state and the recruiting status chip. */
export function ProfileHeader({ profile, actions, editAction }: ProfileHeaderProps) {
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return (
    <header className="flex flex-col gap-4 rounded-xl border bg-card p-5 sm:flex-row sm:items-start sm:p-6">
      <InitialsAvatar name={profile.displayName} avatarUrl={profile.avatarUrl} className="size-20 text-2xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-2xl font-bold break-words sm:text-3xl">{profile.displayName}</h1>
          {profile.recruitingStatus ? <RecruitingStatusChip status={profile.recruitingStatus} /> : null}
          {editAction}
        </div>
        {fullName && fullName !== profile.displayName ? <p className="text-muted-foreground">{fullName}</p> : null}
        {profile.headline ? <p className="text-base">{profile.headline}</p> : null}
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
          <div className="flex items-center gap-1.5">
            <GraduationCap aria-hidden="true" className="size-4" />
            <dt className="sr-only">Class</dt>
            <dd>{profile.gradYear ? `Class of ${profile.gradYear}` : 'Class year not set'}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            <dt className="sr-only">Location</dt>
            <dd>{[profile.city, profile.state].filter(Boolean).join(', ') || 'State not set'}</dd>
          </div>
        </dl>
        <div className="mt-2 flex flex-wrap gap-2">{actions}</div>
      </div>
    </header>
  );
}
