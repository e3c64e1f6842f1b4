/** Print, Copy link, Download image and the way back to the profile, under the card (not printed). */
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Download from 'lucide-react/icons/download';
import Link2 from 'lucide-react/icons/link-2';
import Printer from 'lucide-react/icons/printer';
import { Link } from 'react-router';
import type { PlayerCard } from '#shared/contracts/player-card.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { toast } from '#web/lib/toast.ts';

export function PlayerCardActions({ card }: { card: PlayerCard }) {
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${paths.playerCard.getHref(card.slug)}`);
      toast.success('Link copied');
    } catch {
      toast.error('Copy failed: select the link and copy it yourself.');
    }
  };
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="button" onClick={() => window.print()}>
        <Printer aria-hidden="true" /> Print
      </Button>
      <Button type="button" variant="outline" onClick={() => void copyLink()}>
        <Link2 aria-hidden="true" /> Copy link
      </Button>
      {card.imagePath ? (
        <Button asChild variant="outline">
          <a href={card.imagePath} download={`${card.slug}-card.png`}>
            <Download aria-hidden="true" /> Download image
          </a>
        </Button>
      ) : null}
      <Button asChild variant="ghost">
        <Link to={paths.player.getHref(card.slug)}>
          <ArrowLeft aria-hidden="true" /> Back to profile
        </Link>
      </Button>
    </div>
  );
}
