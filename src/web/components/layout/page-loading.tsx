import { Spinner } from '#web/components/ui/spinner.tsx';

/** Full-area loading state with a spoken label. */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-5" />
      <span>{label}</span>
    </div>
  );
}
