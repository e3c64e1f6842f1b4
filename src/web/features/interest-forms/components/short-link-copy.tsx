/** A form's short link `/r/{code}` with a Copy button (issue 13.4); without a clipboard the address is selected to copy by hand. */
import Copy from 'lucide-react/icons/copy';
import { useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { LINK_COPIED } from '#web/components/ui/share-link-button.tsx';
import { paths } from '#web/config/paths.ts';
import { toast } from '#web/lib/toast.ts';

export function ShortLinkCopy({ code, formTitle }: { code: string; formTitle: string }) {
  const path = paths.shortLink.getHref(code);
  const link = `${window.location.origin}${path}`;
  const textRef = useRef<HTMLElement>(null);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      toast.success(LINK_COPIED);
    } catch {
      const node = textRef.current;
      const selection = window.getSelection();
      if (node && selection) {
        const range = document.createRange();
        range.selectNodeContents(node);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      toast.info('Select the link and copy it by hand.');
    }
  }

  return (
    <span className="inline-flex min-w-0 flex-wrap items-center gap-2">
      <code ref={textRef} className="min-w-0 rounded bg-muted px-1.5 py-0.5 text-sm break-all">
        {path}
      </code>
      <Button type="button" variant="outline" size="sm" onClick={() => void copy()} aria-label={`Copy the link to ${formTitle}`}>
        <Copy aria-hidden="true" /> Copy
      </Button>
    </span>
  );
}
