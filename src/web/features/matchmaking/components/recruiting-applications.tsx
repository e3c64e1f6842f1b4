/**
 * Applications to the team's recruiting posts (docs/decisions/047), on the
 * Recruiting tab for the team's managers: who applied to which post, their
 * match when they applied, their message, and the conversation it started;
 * "Invite to roster" sends the roster invitation the player accepts
 * (docs/decisions/071).
 */
import { Link } from 'react-router';
import { QueryState } from '#web/components/query-state.tsx';
import { paths } from '#web/config/paths.ts';
import type { RecruitingApplication } from '#shared/contracts/matchmaking.ts';
import { PendingButton } from '#web/components/ui/pending-button.tsx';
import { toast } from '#web/lib/toast.ts';
import { useInviteApplicant, useRecruitingApplications } from '../api/matchmaking-api.ts';
import { HeadedSection } from './headed-section.tsx';

export const APPLICATIONS_TEXTS = {
  heading: 'Applications',
  empty: 'No applications yet. Players apply from Matchmaking and from the team page.',
  invite: 'Invite to roster',
  inviting: 'Inviting...',
  invited: 'Invited to the roster: waiting for the player to accept.',
  invitedToast: 'Invitation sent. The player joins the roster when they accept.',
  onRoster: 'On the roster',
  error: 'Could not load applications.',
  loading: 'Loading applications...',
} as const;

function ApplicationStatus({ teamId, application, canInvite }: { teamId: string; application: RecruitingApplication; canInvite: boolean }) {
  const invite = useInviteApplicant(teamId);
  if (application.status === 'on_roster') return <span className="font-medium text-success">{APPLICATIONS_TEXTS.onRoster}</span>;
  if (application.status === 'invited') return <span className="text-muted-foreground">{APPLICATIONS_TEXTS.invited}</span>;
  if (!canInvite) return null;
  return (
    <PendingButton
      size="sm"
      pending={invite.isPending}
      pendingLabel={APPLICATIONS_TEXTS.inviting}
      aria-label={`${APPLICATIONS_TEXTS.invite}: ${application.applicant.displayName}`}
      onClick={() =>
        invite.mutate(application.id, {
          onSuccess: () => toast.success(APPLICATIONS_TEXTS.invitedToast),
          onError: (error) => toast.error(error.message),
        })
      }
    >
      {APPLICATIONS_TEXTS.invite}
    </PendingButton>
  );
}

/** `canInvite`: the team is not archived (an archived team refuses new people). */
export function RecruitingApplications({ teamId, canInvite = true }: { teamId: string; canInvite?: boolean }) {
  const query = useRecruitingApplications(teamId, true);
  return (
    <HeadedSection id="applications-heading" heading={APPLICATIONS_TEXTS.heading} level="h2">
      <QueryState
        query={query}
        loading={APPLICATIONS_TEXTS.loading}
        errorTitle={APPLICATIONS_TEXTS.error}
        empty={APPLICATIONS_TEXTS.empty}
        isEmpty={(data) => data.applications.length === 0}
      >
        {(data) => (
          <ul className="grid gap-2">
            {data.applications.map((application) => (
              <li key={application.id} className="grid gap-1 rounded-xl border p-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold">
                    {application.applicant.slug ? (
                      <Link to={paths.player.getHref(application.applicant.slug)} className="text-primary underline-offset-4 hover:underline">
                        {application.applicant.displayName}
                      </Link>
                    ) : (
                      application.applicant.displayName
                    )}{' '}
                    applied to {application.postTitle}
                  </span>
                  <span className="text-muted-foreground">
                    {application.score !== null ? `${application.score}% match · ` : ''}
                    {new Date(application.createdAt).toLocaleDateString()}
                  </span>
                </div>
                {application.message ? <p className="break-words whitespace-pre-line">{application.message}</p> : null}
                <div className="flex flex-wrap items-center gap-3">
                  <ApplicationStatus teamId={teamId} application={application} canInvite={canInvite} />
                  {application.conversationId ? (
                    <Link to={paths.conversation.getHref(application.conversationId)} className="inline-flex min-h-6 items-center font-medium text-primary underline-offset-4 hover:underline">
                      Open conversation
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </HeadedSection>
  );
}
