/**
 * The "Why?" of a matchmaking score (docs/decisions/047), in the match
 * engine's style (decision 030's college page): each factor's label,
 * points of its weight (an unknown counting half), evidence, and what is
 * unknown with how to fill it in.
 */
import { CircleHelp } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MatchmakingFactorView, MatchmakingMatch } from '#shared/contracts/matchmaking.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { CONFIDENCE_LABELS, matchHeadline } from '#shared/match/match-types.ts';

/** "18 of 20 points" (an unknown factor counts half its weight). */
export function factorPoints(factor: MatchmakingFactorView): string {
  const earned = factor.weight * (factor.value ?? 0.5);
  const format = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
  return `${format(earned)} of ${format(factor.weight)} points`;
}

/** `hints`: how to fill in each unknown factor, text or text with a link to where it is edited. */
export function MatchmakingWhy({ match, title, hints }: { match: MatchmakingMatch; title: string; hints: Partial<Record<string, ReactNode>> }) {
  const unknown = match.confidence.unknown.map((key) => ({ key, hint: hints[key] })).filter((entry): entry is { key: string; hint: ReactNode } => Boolean(entry.hint));
  const labels = new Map(match.factors.map((factor) => [factor.key, factor.label]));
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Why ${match.score}%? ${title}`}>
          <CircleHelp aria-hidden="true" /> Why?
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{`${title}: ${matchHeadline(match.score, match.band)}`}</DialogTitle>
          <DialogDescription>
            {CONFIDENCE_LABELS[match.confidence.level]}: {Math.round(match.confidence.value * 100)}% of the weight rests on facts we know. Unknown facts count half.
          </DialogDescription>
        </DialogHeader>
        <ul aria-label="Match factors" className="grid gap-2">
          {match.factors.map((factor) => (
            <li key={factor.key} className="grid gap-0.5 rounded-md border px-3 py-2 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold">{factor.label}</span>
                <span className="text-muted-foreground">
                  {factorPoints(factor)} · weight {factor.weight}
                  {factor.value === null ? ' · unknown' : ''}
                </span>
              </div>
              <p className="break-words">{factor.evidence}</p>
            </li>
          ))}
        </ul>
        {unknown.length > 0 ? (
          <div className="grid gap-1.5 text-sm">
            <h3 className="font-semibold">Unknown: how to fill it in</h3>
            <ul className="grid gap-1">
              {unknown.map(({ key, hint }) => (
                <li key={key}>
                  <span className="font-medium">{labels.get(key) ?? key}: </span>
                  {hint}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
