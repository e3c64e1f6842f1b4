import Eye from 'lucide-react/icons/eye';
import { PLAYER_PROFILE_TEXTS } from '#shared/contracts/player-profile.ts';
import { Button } from '#web/components/ui/button.tsx';

/** Shown while the owner previews their profile as a recruiter sees it. */
export function PreviewBanner({ onExit, hidden = false }: { onExit: () => void; hidden?: boolean }) {
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/40 bg-primary/10 p-4">
      <div className="flex items-start gap-3">
        <Eye aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid gap-1">
          <p className="font-semibold">{PLAYER_PROFILE_TEXTS.previewBanner}</p>
          {hidden ? <p className="text-sm text-muted-foreground">{PLAYER_PROFILE_TEXTS.previewHidden}</p> : null}
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={onExit}>
        Exit preview
      </Button>
    </div>
  );
}
