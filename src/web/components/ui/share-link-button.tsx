import Share2 from 'lucide-react/icons/share-2';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { toast } from '#web/lib/toast.ts';
import { track } from '#web/lib/tracking/track.ts';

export const LINK_COPIED = 'Link copied';

export interface ShareLinkButtonProps {
  /** The page's path (`/player/ace`, `/college/x`): the link is this site's address of it. */
  path: string;
  /** The fallback dialog's title ("Share this profile"). */
  dialogTitle: string;
  /** The fallback field's label ("Profile link"). */
  linkLabel: string;
  /** What is shared, for the share event (spec section 9; sent only with analytics consent). */
  content?: { type: string; id: string };
}

/**
 * Share: copies the page's address ("Link copied"). Without a usable
 * clipboard (an insecure page, a refused permission) a dialog shows the
 * address selected, to copy by hand. The player profile and the college
 * page share this way (docs/decisions/027, 029).
 */
export function ShareLinkButton({ path, dialogTitle, linkLabel, content }: ShareLinkButtonProps) {
  const [fallbackOpen, setFallbackOpen] = useState(false);
  const fieldId = useId();
  const link = `${window.location.origin}${path}`;

  async function share() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      toast.success(LINK_COPIED);
      if (content) track({ type: 'share', contentType: content.type, contentId: content.id, platform: 'copy_link' });
    } catch {
      setFallbackOpen(true);
      if (content) track({ type: 'share', contentType: content.type, contentId: content.id, platform: 'other' });
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
            <DialogTitle>{dialogTitle}</DialogTitle>
            <DialogDescription>Copy the link below.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>{linkLabel}</Label>
            <Input id={fieldId} readOnly value={link} autoFocus onFocus={(event) => event.currentTarget.select()} />
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
