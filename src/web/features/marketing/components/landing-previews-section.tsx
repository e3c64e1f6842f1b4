/**
 * "See it before you sign up": the product's real components in a framed preview with sample data, clearly labelled
 * (issue 26 item 7, docs/decisions/079). The route hands in the previews as a lazy element (they come from other
 * features, composed in src/web/app); it is rendered, and so its chunk fetched, only when the section comes near the
 * screen, so the landing's first load carries only this frame.
 */
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** What the frame says about its data (kept here: the samples themselves load with the components). */
export const SAMPLE_NOTE = 'Sample data: these players and this program are made up.';

/** Until the components arrive: the board's shape, so nothing below moves when they do. */
function PreviewPlaceholder() {
  return (
    <div aria-hidden="true" className="grid gap-3 sm:grid-cols-3">
      {[0, 1, 2].map((column) => (
        <div key={column} className={column > 1 ? 'hidden gap-2 sm:grid' : 'grid gap-2'}>
          <div className="h-4 w-20 rounded bg-muted" />
          <div className="h-28 rounded-lg border bg-card" />
        </div>
      ))}
    </div>
  );
}

/**
 * True once the element is within a screen of the viewport (at once in a browser without IntersectionObserver). False
 * when rendered at build time, as in the browser's first render, so that page hydrates (docs/decisions/088).
 */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [isNear, setIsNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (isNear || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [isNear]);
  return [ref, isNear] as const;
}

export function LandingPreviewsSection({ previews }: { previews: ReactNode }) {
  const [ref, isNear] = useNearViewport<HTMLDivElement>();
  return (
    <section aria-labelledby="previews-title" className="mx-auto grid max-w-5xl gap-6 px-4 py-14">
      <div className="grid gap-2 text-center">
        <h2 id="previews-title" className="text-3xl font-bold tracking-tight">
          See it before you sign up
        </h2>
        <p className="mx-auto max-w-2xl text-pretty text-muted-foreground">
          The real screens, not mock-ups: a college program’s recruiting board and the “Why?” behind a match score.
          Open “Why?” to see how the score adds up.
        </p>
      </div>
      <figure aria-labelledby="preview-board-title" className="overflow-hidden rounded-xl border bg-background shadow-sm">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b bg-muted/60 px-4 py-2">
          <span aria-hidden="true" className="flex gap-1.5">
            <span className="size-2.5 rounded-full bg-muted-foreground/30" />
            <span className="size-2.5 rounded-full bg-muted-foreground/30" />
            <span className="size-2.5 rounded-full bg-muted-foreground/30" />
          </span>
          <h3 id="preview-board-title" className="text-sm font-semibold">
            Preview: recruiting board
          </h3>
          <span className="ml-auto rounded-full border border-primary/40 bg-primary/10 px-2 py-0.5 text-xs font-semibold text-foreground">Sample data</span>
        </div>
        <div ref={ref} className="p-4 sm:p-6">
          {isNear ? (
            <Suspense fallback={<PreviewPlaceholder />}>
              {previews}
            </Suspense>
          ) : (
            <PreviewPlaceholder />
          )}
        </div>
        <figcaption className="border-t px-4 py-2 text-xs text-muted-foreground">{SAMPLE_NOTE}</figcaption>
      </figure>
    </section>
  );
}
