/**
 * The "Why?" of a matchmaking score (docs/decisions/047) in the shared score explanation dialog (the college page's
 * match, decision 030, uses the same): `hints` say how to fill in each unknown factor.
 */
import type { ReactNode } from 'react';
import type { MatchmakingMatch } from '#shared/contracts/matchmaking.ts';
import { ScoreExplanationDialog } from '#web/components/score-explanation-dialog.tsx';

/** `hints`: how to fill in each unknown factor, text or text with a link to where it is edited. */
export function MatchmakingWhy({ match, title, hints }: { match: MatchmakingMatch; title: string; hints: Partial<Record<string, ReactNode>> }) {
  const labels = new Map(match.factors.map((factor) => [factor.key, factor.label]));
  const unknown = match.confidence.unknown.flatMap((key) => {
    const hint = hints[key];
    return hint ? [{ key, label: labels.get(key) ?? key, hint }] : [];
  });
  return (
    <ScoreExplanationDialog
      score={match.score}
      band={match.band}
      confidence={match.confidence}
      factors={match.factors}
      subject={title}
      heading={title}
      hints={unknown}
    />
  );
}
