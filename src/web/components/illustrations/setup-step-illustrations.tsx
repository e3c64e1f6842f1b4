/**
 * One small drawing per onboarding step (profile setup, /welcome): a gradient tile like the mark's with the
 * step's own glyph in the theme's colours. Small on purpose (64 px, 48 px on phones) so the form stays in view.
 */
import type { ReactNode } from 'react';
import type { OnboardingStep } from '#shared/value-sets.ts';
import { Backdrop, IllustrationFrame, RankUp, Sparkle, TextBar, Tile } from './illustration-parts.tsx';

export type SetupIllustrationStep = OnboardingStep | 'finish';

const GLYPHS: Record<SetupIllustrationStep, () => ReactNode> = {
  // Who you are: a name card (no face: a circle and lines).
  identity: () => (
    <>
      <Tile x={12} y={18} width={40} height={28} />
      <circle cx={23} cy={30} r={5} className="fill-primary/55" />
      <TextBar x={31} y={26} width={15} />
      <TextBar x={31} y={35} width={10} className="fill-highlight/45" />
    </>
  ),
  // Your games: a generic pad (a cross and two buttons), no console or game's shape.
  games: () => (
    <>
      <rect x={10} y={22} width={44} height={24} rx={12} strokeWidth={1.5} className="fill-card stroke-border" />
      <path d="M22 29v10M17 34h10" strokeWidth={3} strokeLinecap="round" className="stroke-primary" />
      <circle cx={40} cy={31} r={3} className="fill-highlight" />
      <circle cx={46} cy={37} r={3} className="fill-primary/60" />
    </>
  ),
  // School and academics: an open book of two tiles.
  academics: () => (
    <>
      <path d="M32 22c-6-4-13-4-20-2v24c7-2 14-2 20 2Z" strokeWidth={1.5} className="fill-card stroke-border" />
      <path d="M32 22c6-4 13-4 20-2v24c-7-2-14-2-20 2Z" strokeWidth={1.5} className="fill-card stroke-border" />
      <path d="M32 22v24" strokeWidth={2} className="stroke-primary" />
      <path d="M17 28h9M17 34h7M38 28h9M38 34h7" strokeWidth={2} strokeLinecap="round" className="stroke-muted-foreground/35" />
    </>
  ),
  // Highlights: a clip tile with a play triangle.
  highlights: () => (
    <>
      <Tile x={12} y={18} width={40} height={28} />
      <path d="M28 25v14l11-7Z" className="fill-primary" />
      <Sparkle cx={48} cy={16} r={5} />
    </>
  ),
  // Visibility and family: an eye made of two arcs, the pupil in the highlight.
  visibility: () => (
    <>
      <path d="M10 32c6-9 14-13 22-13s16 4 22 13c-6 9-14 13-22 13s-16-4-22-13Z" strokeWidth={1.5} className="fill-card stroke-border" />
      <circle cx={32} cy={32} r={7} className="fill-primary/70" />
      <circle cx={32} cy={32} r={3} className="fill-highlight" />
    </>
  ),
  // Finish: the mark's rank-up chevrons and star.
  finish: () => (
    <>
      <RankUp x={30} y={22} size={24} strokeWidth={5} />
      <Sparkle cx={48} cy={17} r={7} />
    </>
  ),
};

export function SetupStepIllustration({ step, className = 'size-12 sm:size-16' }: { step: SetupIllustrationStep; className?: string }) {
  const Glyph = GLYPHS[step];
  return (
    <IllustrationFrame viewBox="0 0 64 64" className={className}>
      <Backdrop x={0} y={0} width={64} height={64} rx={14} />
      <Glyph />
    </IllustrationFrame>
  );
}
