/** Find Teams while the first page loads: card-shaped placeholders, announced once as loading. */
export function TeamCardsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading teams...</span>
      <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="grid animate-pulse gap-4 rounded-xl border bg-card p-5">
            <div className="flex items-center gap-4">
              <div className="size-14 rounded-xl bg-muted" />
              <div className="grid flex-1 gap-2">
                <div className="h-4 w-3/4 rounded bg-muted" />
                <div className="h-3 w-1/3 rounded bg-muted" />
              </div>
            </div>
            <div className="h-5 w-1/2 rounded-full bg-muted" />
            <div className="h-2 rounded-full bg-muted" />
            <div className="h-3 w-2/5 rounded bg-muted" />
          </li>
        ))}
      </ul>
    </div>
  );
}
