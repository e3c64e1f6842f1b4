/**
 * A secret calendar link's panel, shared by a member's own feed (decision
 * 010) and the Gold team link (decision 052): the link shown once when made,
 * Copy, Regenerate (the old link stops) and Turn off, with loading and
 * error states. The caller gives the texts and the query and mutations.
 */
import CalendarSync from 'lucide-react/icons/calendar-sync';
import Copy from 'lucide-react/icons/copy';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Trash2 from 'lucide-react/icons/trash';
import { useId, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';

export interface CalendarLinkTexts {
  label: string;
  shownOnce: string;
  /** The status without a link to show: on (made earlier) or off. */
  on: string;
  off: string;
  created: string;
  regenerated: string;
  createFailed: string;
  turnedOff: string;
  turnOffFailed: string;
  createButton: string;
  regenerateButton: string;
  turnOffButton: string;
}

interface CalendarLinkPanelProps {
  link: { isPending: boolean; isError: boolean; error: Error | null; data?: { url: string | null; exists: boolean } };
  create: { isPending: boolean; mutateAsync: () => Promise<unknown> };
  remove: { isPending: boolean; mutateAsync: () => Promise<unknown> };
  texts: CalendarLinkTexts;
  /** Making a link is refused (an archived team); turning one off stays possible. */
  createDisabled?: boolean;
  /** Above the link (how to subscribe), and below the buttons. */
  intro?: ReactNode;
  footer?: ReactNode;
}

export function CalendarLinkPanel({ link, create, remove, texts, createDisabled = false, intro, footer }: CalendarLinkPanelProps) {
  const urlId = useId();
  const busy = create.isPending || remove.isPending;

  const make = async (isRegenerate: boolean) => {
    try {
      await create.mutateAsync();
      toast.success(isRegenerate ? texts.regenerated : texts.created);
    } catch (error) {
      toast.error(texts.createFailed, { description: error instanceof Error ? error.message : undefined });
    }
  };
  const turnOff = async () => {
    try {
      await remove.mutateAsync();
      toast.success(texts.turnedOff);
    } catch (error) {
      toast.error(texts.turnOffFailed, { description: error instanceof Error ? error.message : undefined });
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Copy failed: select the link and copy it yourself.');
    }
  };

  if (link.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Loading...
      </p>
    );
  }
  if (link.isError || !link.data) return <FormAlert>{link.error?.message}</FormAlert>;
  const { url, exists } = link.data;
  return (
    <div className="grid gap-4 text-sm">
      {intro}
      {url ? (
        <div className="grid gap-2">
          <Label htmlFor={urlId}>{texts.label}</Label>
          <div className="flex gap-2">
            <Input id={urlId} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
            <Button type="button" variant="outline" onClick={() => void copy(url)}>
              <Copy aria-hidden="true" /> Copy
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">{texts.shownOnce}</p>
        </div>
      ) : (
        <p role="status">{exists ? texts.on : texts.off}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {exists ? (
          <>
            <Button type="button" variant="outline" disabled={busy || createDisabled} onClick={() => void make(true)}>
              {create.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" />} {texts.regenerateButton}
            </Button>
            <Button type="button" variant="outline" className="text-destructive hover:text-destructive" disabled={busy} onClick={() => void turnOff()}>
              {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />} {texts.turnOffButton}
            </Button>
          </>
        ) : (
          <Button type="button" disabled={busy || createDisabled} onClick={() => void make(false)}>
            {create.isPending ? <Spinner /> : <CalendarSync aria-hidden="true" />} {texts.createButton}
          </Button>
        )}
      </div>
      {exists ? footer : null}
    </div>
  );
}
