/**
 * The live previews inside the landing page's frame (docs/decisions/079): the product's own board card and match
 * "Why?" dialog, drawn from sample data. Loaded on its own (landing-previews-section.tsx) so the landing's first
 * load stays small.
 */
import { PIPELINE_STAGE_LABELS } from '#shared/recruiting/recruiting-values.ts';
import { MatchmakingWhy } from '#web/features/matchmaking/components/matchmaking-why.tsx';
import { PipelineCardBody } from '#web/features/pipeline/components/pipeline-card.tsx';
import { SAMPLE_BOARD, SAMPLE_MATCH, SAMPLE_MATCH_HINTS } from '../preview-samples.ts';

export function LandingPreviews() {
  return (
    <ul aria-label="Sample pipeline board" className="grid gap-3 sm:grid-cols-3">
      {SAMPLE_BOARD.map(({ stage, entry }, index) => (
        // Phones show the first two columns: enough to see the board without a long scroll.
        <li key={stage} className={index > 1 ? 'hidden gap-2 sm:grid' : 'grid gap-2'}>
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{PIPELINE_STAGE_LABELS[stage]}</p>
          <div className="rounded-lg border bg-card p-3 text-left text-card-foreground">
            <PipelineCardBody
              entry={entry}
              actions={index === 0 ? <MatchmakingWhy match={SAMPLE_MATCH} title={entry.name} hints={SAMPLE_MATCH_HINTS} /> : undefined}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
