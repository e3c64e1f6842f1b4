import Lock from 'lucide-react/icons/lock';
import type { ReactNode } from 'react';
import { profileAudienceText } from '#shared/access/profile-audience.ts';
import type { PlayerProfile } from '#shared/contracts/player-profile.ts';

type Publication = NonNullable<PlayerProfile['publication']>;

/**
 * For the owner and other insiders: who can see the profile now, from the
 * rule the server applies (#shared/access/profile-audience.ts, docs/decisions/067).
 */
export function PublicationNote({
  publication,
  isOwner,
  playerName,
  editAction,
}: {
  publication: Publication;
  isOwner: boolean;
  playerName: string;
  editAction?: ReactNode;
}) {
  const text = profileAudienceText(publication, isOwner ? { kind: 'owner' } : { kind: 'other', name: playerName });
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-muted/50 px-4 py-3 text-sm text-muted-foreground">
      <p className="flex items-center gap-2">
        <Lock aria-hidden="true" className="size-4 shrink-0" />
        {text}
      </p>
      {editAction}
    </div>
  );
}
