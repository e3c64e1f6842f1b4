import type { ReactNode } from 'react';
import { useLandingFigures } from '../api/landing-figures.ts';
import { AudienceSplit } from './audience-split.tsx';
import { FinalCallToAction } from './final-call-to-action.tsx';
import { GamesGrid } from './games-grid.tsx';
import { LandingHero } from './landing-hero.tsx';
import { LandingPreviewsSection } from './landing-previews-section.tsx';
import { LandingStats } from './landing-stats.tsx';
import { SuccessStories } from './success-stories.tsx';

export interface LandingPageProps {
  isSignedIn: boolean;
  displayName?: string | null;
  /** The framed live previews of real screens (the route composes them from other features); left out, no section. */
  previews?: ReactNode;
}

/**
 * The landing page of spec sections 1 and 2.3, in the spec's order; its figures and real stories are counted from the database
 * (docs/decisions/070); the framed previews render the product's own components with sample data (079).
 */
export function LandingPage({ isSignedIn, displayName, previews }: LandingPageProps) {
  const figures = useLandingFigures();
  return (
    <>
      <LandingHero isSignedIn={isSignedIn} displayName={displayName} />
      <LandingStats figures={figures.data} isPending={figures.isPending} />
      <AudienceSplit />
      {previews ? <LandingPreviewsSection previews={previews} /> : null}
      <GamesGrid figures={figures.data} />
      <SuccessStories stories={figures.data?.stories ?? []} />
      <FinalCallToAction />
    </>
  );
}
