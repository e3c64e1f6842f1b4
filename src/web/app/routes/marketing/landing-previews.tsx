/**
 * The live previews inside the landing page's frame (docs/decisions/079): the product's own board card and match
 * "Why?" dialog, drawn from sample data. Composed here, in the app layer, because they come from two other
 * features; the landing route loads this module on its own (LazyLandingPreviews) so the first load stays small.
 */
import { PIPELINE_STAGE_LABELS } from '#shared/recruiting/recruiting-values.ts';
import { MatchmakingWhy } from '#web/features/matchmaking/components/matchmaking-why.tsx';
import { PipelineCardBody } from '#web/features/pipeline/components/pipeline-card.tsx';
import { cn } from '#web/lib/cn.ts';
import { SAMPLE_BOARD, SAMPLE_MATCH, SAMPLE_MATCH_HINTS } from '#web/features/marketing/preview-samples.ts';

export function LandingPreviews() {
  return (
    <ul aria-label="Sample pipeline board" className="grid gap-3 sm:grid-cols-3">
      {SAMPLE_BOARD.map(({ stage, entry }, index) => (
        // Phones show the first two columns: enough to see the board without a long scroll.
        <li key={stage} className={cn('content-start gap-2', index > 1 ? 'hidden sm:grid' : 'grid')}>
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{PIPELINE_STAGE_LABELS[stage]}</p>
          <div className="rounded-lg border bg-card p-3 text-left text-card-foreground">
            <PipelineCardBody entry={entry} />
            {/* Below the card rather than in its actions slot, so the player's line keeps its width. */}
            {index === 0 ? (
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t pt-3">
                <span className="text-xs text-muted-foreground">How the {SAMPLE_MATCH.score}% adds up</span>
                <MatchmakingWhy match={SAMPLE_MATCH} title={entry.name} hints={SAMPLE_MATCH_HINTS} />
              </div>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
