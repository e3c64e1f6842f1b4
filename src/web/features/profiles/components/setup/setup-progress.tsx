/** The progress bar of the setup, naming what is still missing ("Add a highlight"). */
import type { MissingItem } from '#shared/account/profile-completion.ts';

export function SetupProgress({ percent, missing }: { percent: number; missing: readonly MissingItem[] }) {
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id="setup-progress-label" className="font-medium">
          Profile {percent}% complete
        </span>
      </div>
      <div role="progressbar" aria-labelledby="setup-progress-label" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 overflow-hidden rounded-full bg-muted">
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {missing.length > 0 ? (
        <div className="text-sm text-muted-foreground">
          <span>Still missing: </span>
          <ul className="inline">
            {missing.map((item, index) => (
              <li key={item.label} className="inline">
                {item.label}
                {index < missing.length - 1 ? ', ' : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
