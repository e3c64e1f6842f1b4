/**
 * "Team invitations" on Find Teams (docs/decisions/015): the signed-in
 * person's pending invitations, each accepted or declined here. Accepting
 * opens the team. Shown only when there is something to answer (or the
 * list failed to load); the header banner and the invitation email link here
 * (#team-invitations), so the section scrolls into view when so linked.
 */
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MyTeamInvitation } from '#shared/contracts/teams-roster.ts';
import { ErrorState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { toast } from '#web/lib/toast.ts';
import { useMyInvitations } from '../api/roster/get-my-invitations.ts';
import { useRespondToInvitation, type InvitationAnswer } from '../api/roster/respond-to-invitation.ts';
import { INVITATIONS_ANCHOR } from './invitations-banner.ts';
import { valueLabel } from './manage/role-labels.ts';
import { TeamLogo } from './team-logo.tsx';

export const INVITATION_ACCEPTED = (team: string) => `You joined ${team}`;
export const INVITATION_DECLINED = 'Invitation declined';
export const INVITATION_ANSWER_FAILED = 'Failed to answer the invitation.';
export const INVITATIONS_LOAD_FAILED = 'Your team invitations could not be loaded.';

/** "Player on the Valorant (Competitive) roster" / "Head Coach on the general roster". */
export function invitationOffer(invitation: Pick<MyTeamInvitation, 'role' | 'game'>): string {
  const roster = invitation.game ? `the ${invitation.game.name} (${valueLabel(invitation.game.playLevel)}) roster` : 'the general roster';
  return `${valueLabel(invitation.role)} on ${roster}`;
}

export function MyTeamInvitations({ enabled }: { enabled: boolean }) {
  const headingId = useId();
  const invitations = useMyInvitations({ enabled });
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const count = invitations.data?.length ?? 0;
  const linkedHere = hash === `#${INVITATIONS_ANCHOR}`;

  useEffect(() => {
    // Focusing scrolls the section into view (scroll-margin clears the sticky header) and tells screen readers where they are.
    if (linkedHere && count > 0) heading.current?.focus();
  }, [linkedHere, count]);

  if (!enabled || invitations.isPending) return null;
  if (invitations.isError) {
    return (
      <ErrorState layout="inline" retryLook="link" error={{ message: INVITATIONS_LOAD_FAILED }} onRetry={() => void invitations.refetch()} />
    );
  }
  if (count === 0) return null;

  return (
    <section id={INVITATIONS_ANCHOR} aria-labelledby={headingId} className="grid gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4 sm:p-6">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold outline-none">
        Team invitations
      </h2>
      <p className="text-sm text-muted-foreground">
        You join a team only if you accept. Until then the team does not see your contact details.
      </p>
      <ul aria-label="Team invitations" className="grid gap-3">
        {invitations.data.map((invitation) => (
          <InvitationCard key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}

function InvitationCard({ invitation }: { invitation: MyTeamInvitation }) {
  const respond = useRespondToInvitation();
  const navigate = useNavigate();
  const answering = respond.isPending ? respond.variables.answer : null;

  const answer = async (choice: InvitationAnswer) => {
    try {
      await respond.mutateAsync({ invitationId: invitation.id, answer: choice });
      if (choice === 'accept') {
        toast.success(INVITATION_ACCEPTED(invitation.team.name));
        await navigate(paths.teams.manage.getHref(invitation.team.id));
      } else {
        toast.success(INVITATION_DECLINED);
      }
    } catch (error) {
      toast.error(INVITATION_ANSWER_FAILED, { description: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <li aria-label={invitation.team.name} className="flex flex-wrap items-center gap-4 rounded-lg border bg-card p-4">
      <TeamLogo name={invitation.team.name} logoUrl={invitation.team.logoUrl} className="size-12" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="font-semibold">{invitation.team.name}</p>
        <p className="text-sm">{invitationOffer(invitation)}</p>
        <p className="text-xs text-muted-foreground">Invited by {invitation.invitedByName ?? 'a team manager'}</p>
      </div>
      <div className="flex w-full gap-2 sm:w-auto">
        <Button className="flex-1 sm:flex-none" disabled={respond.isPending} onClick={() => void answer('accept')}>
          {answering === 'accept' ? <Spinner /> : <Check aria-hidden="true" />} Accept
        </Button>
        <Button variant="outline" className="flex-1 sm:flex-none" disabled={respond.isPending} onClick={() => void answer('decline')}>
          {answering === 'decline' ? <Spinner /> : <X aria-hidden="true" />} Decline
        </Button>
      </div>
    </li>
  );
}
