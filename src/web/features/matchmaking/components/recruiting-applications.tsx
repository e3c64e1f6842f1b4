/**
 * Applications to the team's recruiting posts (docs/decisions/047), on the
 * Recruiting tab for the team's managers: who applied to which post, their
 * match when they applied, their message, and the conversation it started.
 */
import { Link } from 'react-router';
import { QueryState } from '#web/components/query-state.tsx';
import { paths } from '#web/config/paths.ts';
import { useRecruitingApplications } from '../api/matchmaking-api.ts';
import { HeadedSection } from './headed-section.tsx';

export const APPLICATIONS_TEXTS = {
  heading: 'Applications',
  empty: 'No applications yet. Players apply from Matchmaking.',
  error: 'Could not load applications.',
  loading: 'Loading applications...',
} as const;

export function RecruitingApplications({ teamId }: { teamId: string }) {
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
                {application.conversationId ? (
                  <Link to={paths.conversation.getHref(application.conversationId)} className="justify-self-start font-medium text-primary underline-offset-4 hover:underline">
                    Open conversation
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </HeadedSection>
  );
}
