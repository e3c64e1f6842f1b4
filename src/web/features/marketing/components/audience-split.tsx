import Check from 'lucide-react/icons/check';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import type { Audience } from './how-it-works-sheet.tsx';

const loadSheet = () => import('./how-it-works-sheet.tsx');
const HowItWorksSheet = lazy(async () => ({ default: (await loadSheet()).HowItWorksSheet }));

const CARDS: Record<
  Audience,
  { Icon: typeof Gamepad2; eyebrow: string; title: string; points: string[]; cta: { label: string; href: string } }
> = {
  players: {
    Icon: Gamepad2,
    eyebrow: 'For players and families',
    title: 'Get discovered by college programs',
    points: [
      'A recruiting profile with your games, ranks, roles and achievements',
      'A compatibility match with every program',
      'Coaches reach you on the platform, with parents and guardians kept in the loop',
    ],
    cta: { label: 'Create Your Profile', href: paths.auth.root.getHref('get-started') },
  },
  colleges: {
    Icon: GraduationCap,
    eyebrow: 'For colleges and recruiters',
    title: 'Build your roster with the right players',
    points: [
      'Search players by game, rank, role and graduation year',
      'A recruiting pipeline from Interested to Committed',
      'Custom interest forms that collect what your program needs',
    ],
    cta: { label: 'Go to the Recruiting Dashboard', href: paths.recruitingDashboard.getHref() },
  },
};

/** Players-versus-colleges cards, each with its slide-up "how it works" overlay. */
export function AudienceSplit() {
  const [openAudience, setOpenAudience] = useState<Audience | null>(null);
  const [sheetAudience, setSheetAudience] = useState<Audience | null>(null);
  const hydrated = useHydrated();
  const triggerRefs = { players: useRef<HTMLButtonElement>(null), colleges: useRef<HTMLButtonElement>(null) };

  return (
    <section aria-labelledby="split-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="split-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Players and colleges, one platform
        </h2>
        <p className="mt-3 text-muted-foreground">
          Whichever side of recruiting you are on, you see the same honest information.
        </p>
      </div>
      <div className="mt-10 grid gap-5 md:grid-cols-2">
        {(Object.keys(CARDS) as Audience[]).map((audience) => {
          const card = CARDS[audience];
          return (
            <article
              key={audience}
              aria-labelledby={`split-${audience}`}
              className={cn(
                'flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8',
                audience === 'players' ? 'border-primary/40' : 'border-highlight/40',
              )}
            >
              <div className="flex items-center gap-3">
                <span
                  className={cn(
                    'flex size-11 items-center justify-center rounded-xl',
                    audience === 'players' ? 'bg-primary/15 text-primary' : 'bg-highlight/15 text-highlight',
                  )}
                >
                  <card.Icon aria-hidden="true" className="size-6" />
                </span>
                <p className="text-sm font-semibold text-muted-foreground">{card.eyebrow}</p>
              </div>
              <h3 id={`split-${audience}`} className="mt-4 text-2xl font-bold tracking-tight">
                {card.title}
              </h3>
              <ul className="mt-4 grid gap-2.5">
                {card.points.map((point) => (
                  <li key={point} className="flex gap-2 text-sm">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-auto flex flex-col gap-3 pt-6 sm:flex-row sm:flex-wrap">
                <Button
                  ref={triggerRefs[audience]}
                  variant="outline"
                  aria-haspopup="dialog"
                  // The prerendered landing paints before its scripts run; until then the sheet cannot open.
                  disabled={!hydrated}
                  onPointerEnter={() => void loadSheet()}
                  onFocus={() => void loadSheet()}
                  onClick={() => {
                    setSheetAudience(audience);
                    setOpenAudience(audience);
                  }}
                >
                  How It Works for {audience === 'players' ? 'Players' : 'Colleges'}
                </Button>
                <Button asChild variant="ghost">
                  <Link to={card.cta.href}>{card.cta.label}</Link>
                </Button>
              </div>
            </article>
          );
        })}
      </div>
      {sheetAudience ? (
        <Suspense fallback={null}>
          <HowItWorksSheet
            audience={sheetAudience}
            open={openAudience !== null}
            onOpenChange={(open) => setOpenAudience(open ? sheetAudience : null)}
            returnFocusRef={triggerRefs[sheetAudience]}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
