import type { ProfileEvaluation } from '#shared/contracts/player-profile.ts';
import { PROJECTED_LEVEL_LABELS } from '#shared/contracts/team-players.ts';
import { ProfileSection } from './profile-section.tsx';

/** Coaches' evaluations: in the answer for recruiters and insiders only, never for the public. */
export function EvaluationsCard({ evaluations }: { evaluations: ProfileEvaluation[] }) {
  return (
    <ProfileSection title="Coach evaluations" description="Visible to college recruiters, never to the public">
      {evaluations.length === 0 ? (
        <p className="text-sm text-muted-foreground">No evaluations yet.</p>
      ) : (
        <ul className="grid gap-4">
          {evaluations.map((evaluation) => (
            <li key={evaluation.id} className="grid gap-1">
              <p className="text-sm font-semibold">
                {evaluation.authorName}
                {evaluation.teamName ? <span className="font-normal text-muted-foreground"> · {evaluation.teamName}</span> : null}
              </p>
              <p className="text-sm whitespace-pre-line">{evaluation.body}</p>
              {evaluation.projectedLevels.length > 0 ? (
                <p className="text-xs text-muted-foreground">
                  Projected: {evaluation.projectedLevels.map((level) => PROJECTED_LEVEL_LABELS[level]).join(', ')}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
