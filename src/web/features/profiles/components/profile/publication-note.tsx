import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PlayerProfile } from '#shared/contracts/player-profile.ts';

type Publication = NonNullable<PlayerProfile['publication']>;

const AUDIENCE: Record<Publication['visibility'], string> = {
  public: 'Everyone can see this profile.',
  recruiters_only: 'Recruiters and your team staff can see this profile.',
  private: 'Only you, your guardians and platform staff can see this profile.',
};

/** For the owner and other insiders: who can see the profile now (unpublished is private whatever the setting). */
export function PublicationNote({ publication, editAction }: { publication: Publication; editAction?: ReactNode }) {
  const text = !publication.isPublished
    ? 'This profile is not published: only you, your guardians and platform staff can see it.'
    : AUDIENCE[publication.visibility];
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
