import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { PLAYER_PROFILE_TEXTS } from '#shared/contracts/player-profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { paths } from '#web/config/paths.ts';
import { toast } from '#web/lib/toast.ts';

/**
 * Share: copies the profile's address ("Link copied"). Without a usable
 * clipboard (an insecure page, a refused permission) a dialog shows the
 * address selected, to copy by hand.
 */
export function ShareProfileButton({ slug }: { slug: string }) {
  const [fallbackOpen, setFallbackOpen] = useState(false);
  const link = `${window.location.origin}${paths.player.getHref(slug)}`;

  async function share() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      toast.success(PLAYER_PROFILE_TEXTS.linkCopied);
    } catch {
      setFallbackOpen(true);
    }
  }

  return (
    <>
      <Button variant="outline" onClick={() => void share()}>
        <Share2 aria-hidden="true" /> Share
      </Button>
      <Dialog open={fallbackOpen} onOpenChange={setFallbackOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Share this profile</DialogTitle>
            <DialogDescription>Copy the link below.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="share-profile-link">Profile link</Label>
            <Input id="share-profile-link" readOnly value={link} autoFocus onFocus={(event) => event.currentTarget.select()} />
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
