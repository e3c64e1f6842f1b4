import Copy from 'lucide-react/icons/copy';
import { useId, useState } from 'react';
import { SHORT_LINK_TEXTS } from '#shared/contracts/short-links.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { toast } from '#web/lib/toast.ts';

/**
 * Copies a link ("Link copied"); without a usable clipboard a dialog shows
 * it selected, to copy by hand (the ShareLinkButton's way).
 */
export function CopyLinkButton({ url, label, text = 'Copy', size = 'sm' }: { url: string; label: string; text?: string; size?: 'sm' | 'default' }) {
  const [fallbackOpen, setFallbackOpen] = useState(false);
  const fieldId = useId();
  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      toast.success(SHORT_LINK_TEXTS.copied);
    } catch {
      setFallbackOpen(true);
    }
  }
  return (
    <>
      <Button type="button" variant="outline" size={size} onClick={() => void copy()} aria-label={label}>
        <Copy aria-hidden="true" /> {text}
      </Button>
      <Dialog open={fallbackOpen} onOpenChange={setFallbackOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Copy the link</DialogTitle>
            <DialogDescription>{SHORT_LINK_TEXTS.copyFailed}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>Link</Label>
            <Input id={fieldId} readOnly value={url} autoFocus onFocus={(event) => event.currentTarget.select()} />
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
