import type { ReactNode } from 'react';
import type { PlayerProfile } from '#shared/contracts/player-profile.ts';
import { AboutCard } from './about-card.tsx';
import { AcademicsCard } from './academics-card.tsx';
import { EvaluationsCard } from './evaluations-card.tsx';
import { GameTabs } from './game-tabs.tsx';
import { HighlightsCard } from './highlights-card.tsx';
import type { ProfileSection } from './profile-labels.ts';
import { ProfileHeader } from './profile-header.tsx';
import { PublicationNote } from './publication-note.tsx';
import { TeamRecordCard } from './team-record-card.tsx';

interface PlayerProfileViewProps {
  profile: PlayerProfile;
  /** The header's actions for this viewer (composed by the route: messaging and lists are other features). */
  actions: ReactNode;
  /** The owner's Edit control of a section, or nothing. */
  renderEdit?: (section: ProfileSection) => ReactNode;
  /** Sections only the owner sees, from other features (college preferences), at the top of the side column. */
  ownerSections?: ReactNode;
}

/** /player/{slug}: header, game tabs, highlights, team record, academics, evaluations. A null section is withheld from this viewer. */
export function PlayerProfileView({ profile, actions, renderEdit = () => null, ownerSections = null }: PlayerProfileViewProps) {
  return (
    <div className="grid gap-6">
      {profile.publication ? (
        <PublicationNote publication={profile.publication} isOwner={profile.viewer.isOwner} playerName={profile.displayName} editAction={renderEdit('visibility')} />
      ) : null}
      <ProfileHeader profile={profile} actions={actions} editAction={renderEdit('identity')} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          {profile.games ? <GameTabs games={profile.games} timeZone={profile.timeZone} editAction={renderEdit('games')} /> : null}
          {profile.highlights ? <HighlightsCard highlights={profile.highlights} editAction={renderEdit('highlights')} /> : null}
          {profile.evaluations ? <EvaluationsCard evaluations={profile.evaluations} /> : null}
        </div>
        <div className="grid content-start gap-6">
          {ownerSections}
          {profile.teamRecord ? <TeamRecordCard record={profile.teamRecord} /> : null}
          {profile.academics || profile.viewer.canEdit ? <AcademicsCard academics={profile.academics} editAction={renderEdit('academics')} /> : null}
          <AboutCard profile={profile} />
        </div>
      </div>
    </div>
  );
}
