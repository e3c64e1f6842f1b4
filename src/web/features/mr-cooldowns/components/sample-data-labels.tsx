/**
 * "No invented data shown as fact" (issue 14.7): wherever the board shows
 * values, it shows the patch they apply to and, for sample values, a
 * SAMPLE label that says to check them against the current patch.
 */
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import type { MrHero } from '#shared/contracts/mr-cooldowns.ts';

export const SAMPLE_TEXTS = {
  badge: 'SAMPLE values',
  notice:
    'Some values on this board are SAMPLE values, not checked against the current Marvel Rivals patch. Check each cooldown in the game or its patch notes before relying on it.',
} as const;

/** The distinct patches of a hero's abilities, in order of first appearance. */
export function heroPatches(hero: MrHero): string[] {
  return [...new Set(hero.abilities.map((ability) => ability.patch))];
}

export function HeroPatchLabel({ hero }: { hero: MrHero }) {
  const patches = heroPatches(hero);
  const isSample = hero.abilities.some((ability) => ability.isSample);
  if (patches.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">
        Patch: <span className="font-medium text-foreground">{patches.join(', ')}</span>
      </span>
      {isSample ? (
        <span className="rounded-md border border-amber-600 bg-amber-100 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100">
          {SAMPLE_TEXTS.badge}
        </span>
      ) : null}
    </p>
  );
}

/** The page-level warning, shown when any hero in view has sample values. */
export function SampleDataNotice({ heroes }: { heroes: MrHero[] }) {
  if (!heroes.some((hero) => hero.abilities.some((ability) => ability.isSample))) return null;
  return (
    <div role="note" className="flex items-start gap-3 rounded-xl border border-amber-600 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-400 dark:bg-amber-950/60 dark:text-amber-50">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="text-sm">
        <strong className="font-bold">{SAMPLE_TEXTS.badge}.</strong> {SAMPLE_TEXTS.notice}
      </p>
    </div>
  );
}
