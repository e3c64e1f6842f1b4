/**
 * "Share my card" on the player's own card page (docs/decisions/039): makes
 * (or reuses) the player's short link to the card and copies it; when the
 * card is not public it says that the link shows a notice until it is.
 */
import Link2 from 'lucide-react/icons/link-2';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { shortLinkUrl, useShareCardLink } from '../api/short-links.ts';
import { CopyLinkButton } from './copy-link-button.tsx';

export const SHARE_CARD_TEXTS = {
  button: 'Share my card',
  notPublic: 'Your card is not public: people who open this link see a notice until you make your profile public.',
} as const;

export function ShareCardLinkButton() {
  const share = useShareCardLink();
  const [copiedUrl, setCopiedUrl] = useState<string | null>(null);

  async function onShare() {
    try {
      const result = await share.mutateAsync();
      const url = shortLinkUrl(result.link);
      setCopiedUrl(url);
      try {
        if (!navigator.clipboard) throw new Error('no clipboard');
        await navigator.clipboard.writeText(url);
        toast.success(`Link copied: ${url}`);
      } catch {
        // The link is on screen with its own Copy button.
      }
    } catch (error) {
      toast.error((error as Error).message);
    }
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" onClick={() => void onShare()} disabled={share.isPending}>
          {share.isPending ? <Spinner /> : <Link2 aria-hidden="true" />} {SHARE_CARD_TEXTS.button}
        </Button>
        {copiedUrl ? (
          <>
            <span className="font-mono text-sm" data-testid="card-short-link">
              {copiedUrl}
            </span>
            <CopyLinkButton url={copiedUrl} label="Copy my card link" />
          </>
        ) : null}
      </div>
      {share.data && !share.data.cardIsPublic ? (
        <p role="status" className="text-sm text-muted-foreground">
          {SHARE_CARD_TEXTS.notPublic}
        </p>
      ) : null}
    </div>
  );
}
