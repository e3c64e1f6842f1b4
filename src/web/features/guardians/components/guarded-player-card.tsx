import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { profileAudienceText } from '#shared/access/profile-audience.ts';
import { APPROVABLE_VISIBILITY_LABELS, guardedPlayerFacts, type GuardedPlayer } from '#shared/contracts/guardians.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';
import { ApprovePublishingForm } from './approve-publishing-form.tsx';
import { ConsentLogList } from './consent-log-list.tsx';
import { DownloadDataLink } from './download-data-link.tsx';
import { RequestDeletionButton } from './request-deletion-button.tsx';
import { RevokePublishingButton } from './revoke-publishing-button.tsx';

/** One linked player on /guardian: state, approval, consent log, export and deletion. */
export function GuardedPlayerCard({
  player,
  profileHref,
  practices,
}: {
  player: GuardedPlayer;
  profileHref: string;
  /** The minor's practices to answer for (from the teams feature, docs/decisions/073). */
  practices?: ReactNode;
}) {
  const headingId = `player-${player.userId}`;
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} className="flex flex-wrap items-baseline gap-x-3">
          {player.displayName}
          <Link to={profileHref} className="text-sm font-normal text-primary underline-offset-4 hover:underline">
            View profile
          </Link>
        </CardTitle>
        <CardDescription>{profileAudienceText(guardedPlayerFacts(player), { kind: 'guardian', name: player.displayName })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {player.isPendingApproval ? (
          <p role="status" className="rounded-md border border-primary/40 bg-primary/10 p-3 text-sm">
            {player.displayName} finished their profile and is waiting for your approval to publish it.
          </p>
        ) : null}
        {player.deletionRequestedAt ? null : (
          <section aria-label="Publishing" className="grid gap-3">
            <h3 className="text-base font-semibold">Publishing</h3>
            {player.approvedVisibility ? (
              <p className="text-sm">
                You approved: <strong>{APPROVABLE_VISIBILITY_LABELS[player.approvedVisibility]}</strong>
              </p>
            ) : null}
            <ApprovePublishingForm userId={player.userId} current={player.approvedVisibility} />
            {player.approvedVisibility ? (
              <div>
                <RevokePublishingButton userId={player.userId} playerName={player.displayName} />
              </div>
            ) : null}
          </section>
        )}
        <section aria-label="Recruiting" className="grid gap-2">
          <h3 className="text-base font-semibold">Recruiting</h3>
          <p className="text-sm text-muted-foreground">Read-only: the programs {player.displayName} follows, and where each stands.</p>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link to={paths.playerPipeline.getHref(player.slug)} className="text-primary underline-offset-4 hover:underline">
              Recruiting pipeline
            </Link>
            <Link to={paths.playerCollegeBoard.getHref(player.slug)} className="text-primary underline-offset-4 hover:underline">
              College board
            </Link>
          </div>
        </section>
        {practices}
        <section aria-label="Data" className="grid gap-3">
          <h3 className="text-base font-semibold">Data</h3>
          <div className="flex flex-wrap gap-2">
            <DownloadDataLink userId={player.userId} />
            {player.deletionRequestedAt ? null : <RequestDeletionButton userId={player.userId} playerName={player.displayName} />}
          </div>
        </section>
        <section aria-label="Consent log" className="grid gap-3">
          <h3 className="text-base font-semibold">Consent log</h3>
          <ConsentLogList events={player.consentLog} />
        </section>
      </CardContent>
    </Card>
  );
}
