/**
 * The landing page's figures (docs/decisions/070), counted from the database: placeholders while they
 * load, and no section at all when they cannot be counted (never a number written by hand).
 */
import type { LandingFigures } from '#shared/contracts/marketing.ts';
import { FIGURES_SOURCE, FIGURES_SOURCE_WITH_DEMO, formatCount, LANDING_FIGURES } from '../landing-content.ts';

export function LandingStats({ figures, isPending }: { figures: LandingFigures | undefined; isPending: boolean }) {
  if (!figures && !isPending) return null;
  return (
    <section aria-label="Platform in numbers" aria-busy={isPending} className="border-y bg-card/50">
      <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-x-4 gap-y-6 px-4 pt-8 sm:grid-cols-4 sm:pt-10">
        {LANDING_FIGURES.map((stat) => (
          <div key={stat.key} className="flex flex-col-reverse items-center gap-1 text-center">
            <dt className="text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="text-3xl font-black tracking-tight text-foreground sm:text-4xl">
              {figures ? (
                formatCount(figures[stat.key])
              ) : (
                <span aria-hidden="true" className="inline-block h-[1em] w-14 animate-pulse rounded bg-muted align-middle" />
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mx-auto max-w-5xl px-4 pt-4 pb-8 text-center text-xs text-muted-foreground sm:pb-10">
        {figures ? (figures.includesDemoData ? FIGURES_SOURCE_WITH_DEMO : FIGURES_SOURCE) : 'Counting...'}
      </p>
    </section>
  );
}
