/**
 * The landing page's live previews as a lazy component (docs/decisions/079): its chunk is fetched the first time it
 * renders, which LandingPreviewsSection does only near the viewport. A failed load shows a line in the frame, never
 * the page's error panel: the landing page works without it.
 */
import { lazy } from 'react';

function PreviewUnavailable() {
  return <p className="text-sm text-muted-foreground">The preview could not be loaded. Reload the page to try again.</p>;
}

export const LazyLandingPreviews = lazy(() =>
  import('./landing-previews.tsx').then(
    (module) => ({ default: module.LandingPreviews }),
    () => ({ default: PreviewUnavailable }),
  ),
);
