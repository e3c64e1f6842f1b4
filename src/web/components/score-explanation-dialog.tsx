/**
 * The "Why?" of a match score (the college page's match, docs/decisions/030, and matchmaking, 047): each factor's
 * label, points of its weight (an unknown counting half), evidence, the caps when any, and what is unknown with how
 * to fill it in.
 */
import CircleHelp from 'lucide-react/icons/circle-question-mark';
import type { ReactNode } from 'react';
import { CONFIDENCE_LABELS, matchHeadline, type ConfidenceLevel, type MatchBand } from '#shared/match/match-types.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';

export interface ExplainedFactor {
  key: string;
  label: string;
  weight: number;
  /** 0..1, or null when unknown (then it counts half). */
  value: number | null;
  /** Shown under the factor when not empty. */
  evidence: string;
}

/** An unknown factor the viewer can fill in: the factor's label and the hint (text, or text linking to where it is edited). */
export interface UnknownFactorHint {
  key: string;
  label: string;
  hint: ReactNode;
}

export interface ScoreExplanationDialogProps {
  score: number;
  band: MatchBand;
  confidence: { level: ConfidenceLevel; value: number };
  factors: readonly ExplainedFactor[];
  /** What was scored, named in the trigger ("Why 92%? {subject}"). */
  subject: string;
  /** The dialog title, followed by ": 92% Excellent". */
  heading: string;
  /** The score limit and why it applies, when the score was capped. */
  caps?: { limit: number; reasons: readonly string[] };
  hints: readonly UnknownFactorHint[];
}

/** "27 of 30 points" (an unknown factor counts half its weight). */
export function factorPoints(factor: { weight: number; value: number | null }): string {
  const earned = factor.weight * (factor.value ?? 0.5);
  const format = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
  return `${format(earned)} of ${format(factor.weight)} points`;
}

export function ScoreExplanationDialog({ score, band, confidence, factors, subject, heading, caps, hints }: ScoreExplanationDialogProps) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Why ${score}%? ${subject}`}>
          <CircleHelp aria-hidden="true" /> Why?
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{`${heading}: ${matchHeadline(score, band)}`}</DialogTitle>
          <DialogDescription>
            {CONFIDENCE_LABELS[confidence.level]}: {Math.round(confidence.value * 100)}% of the weight rests on facts we know. Unknown facts count half.
          </DialogDescription>
        </DialogHeader>
        <ul aria-label="Match factors" className="grid gap-2">
          {factors.map((factor) => (
            <li key={factor.key} className="grid gap-0.5 rounded-md border px-3 py-2 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold">{factor.label}</span>
                <span className="text-muted-foreground">
                  {factorPoints(factor)} · weight {factor.weight}
                  {factor.value === null ? ' · unknown' : ''}
                </span>
              </div>
              {factor.evidence ? <p className="break-words">{factor.evidence}</p> : null}
            </li>
          ))}
        </ul>
        {caps && caps.reasons.length > 0 ? (
          <div className="grid gap-1.5 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm">
            <h3 className="font-semibold">Capped at {caps.limit}</h3>
            <ul className="grid list-disc gap-1 pl-5">
              {caps.reasons.map((reason, index) => (
                <li key={`${index}:${reason}`}>{reason}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {hints.length > 0 ? (
          <div className="grid gap-1.5 text-sm">
            <h3 className="font-semibold">Unknown: how to fill it in</h3>
            <ul className="grid gap-1">
              {hints.map(({ key, label, hint }) => (
                <li key={key}>
                  <span className="font-medium">{label}: </span>
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
