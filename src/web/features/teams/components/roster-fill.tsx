/** "7/10 players" with a bar; the bar is a labelled progressbar for assistive technology. */
export function RosterFill({ activePlayers, maxRosterSize }: { activePlayers: number; maxRosterSize: number }) {
  const percent = maxRosterSize > 0 ? Math.min(100, Math.round((activePlayers / maxRosterSize) * 100)) : 0;
  const full = maxRosterSize > 0 && activePlayers >= maxRosterSize;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between text-sm">
        <span className="text-muted-foreground">Roster</span>
        <span className="font-semibold">
          {activePlayers}/{maxRosterSize} players
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Roster fill"
        aria-valuemin={0}
        aria-valuemax={maxRosterSize}
        aria-valuenow={Math.min(activePlayers, maxRosterSize)}
        aria-valuetext={`${activePlayers} of ${maxRosterSize} players`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className={full ? 'h-full bg-success' : 'h-full bg-primary'} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
