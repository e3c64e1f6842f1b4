/**
 * /recruiting-success/{id} (docs/decisions/041): the celebration of a
 * confirmed, public commitment, and sharing it. Festive, but the confetti
 * moves only when the visitor has not asked for reduced motion
 * (`motion-safe:`), and everything is text a screen reader reads in order.
 */
import Copy from 'lucide-react/icons/copy';
import PartyPopper from 'lucide-react/icons/party-popper';
import { Link } from 'react-router';
import type { OutcomeSuccess } from '#shared/contracts/outcomes.ts';
import { OUTCOME_STATUS_LABELS, OUTCOME_TEXTS } from '#shared/recruiting/outcome-texts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { toast } from '#web/lib/toast.ts';
import { formatDay, outcomePlayerFacts } from './outcome-format.ts';

const CONFETTI = ['bg-primary', 'bg-highlight', 'bg-primary/60', 'bg-highlight/60'];

export function shareIntents(pageUrl: string, text: string) {
  return {
    x: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(pageUrl)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`,
  };
}

export function SuccessView({ success }: { success: OutcomeSuccess }) {
  const pageUrl = `${window.location.origin}${paths.recruitingSuccess.getHref(success.id)}`;
  const headline = `${success.player.displayName}: ${OUTCOME_STATUS_LABELS[success.status]} to ${success.college.name}`;
  const intents = shareIntents(pageUrl, `${headline}!`);
  const facts = outcomePlayerFacts(success.player);
  return (
    <div className="grid gap-8">
      <section className="relative overflow-hidden rounded-2xl border bg-gradient-to-br from-primary/15 via-background to-highlight/15 px-4 py-12 text-center sm:px-10">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0">
          {Array.from({ length: 16 }, (_, index) => (
            <span
              key={index}
              className={`absolute size-2 rounded-sm ${CONFETTI[index % CONFETTI.length]} motion-safe:animate-bounce`}
              style={{ left: `${(index * 37) % 100}%`, top: `${(index * 53) % 90}%`, animationDelay: `${(index % 5) * 150}ms` }}
            />
          ))}
        </div>
        <div className="relative grid justify-items-center gap-3">
          <PartyPopper aria-hidden="true" className="size-12 text-primary" />
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{OUTCOME_STATUS_LABELS[success.status]}</p>
          <h1 className="text-3xl font-black tracking-tight sm:text-5xl">{success.player.displayName}</h1>
          {facts ? <p className="text-muted-foreground">{facts}</p> : null}
          <p className="text-xl font-semibold sm:text-2xl">
            {success.college.name}
            {success.titleName ? ` · ${success.titleName}` : ''}
          </p>
          <p className="text-sm">
            {OUTCOME_TEXTS.confirmed(success.college.name)}
            {success.decidedOn ? ` · ${formatDay(success.decidedOn)}` : ''}
          </p>
        </div>
      </section>
      <section aria-labelledby="share-heading" className="grid gap-4">
        <h2 id="share-heading" className="text-xl font-semibold">
          Share the news
        </h2>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="outline"
            onClick={() => {
              void navigator.clipboard
                ?.writeText(pageUrl)
                .then(() => toast.success('Link copied'))
                .catch(() => toast.error(pageUrl));
            }}
          >
            <Copy aria-hidden="true" /> Copy link
          </Button>
          <Button asChild variant="outline">
            <a href={intents.x} target="_blank" rel="noopener noreferrer">
              Share on X<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={intents.facebook} target="_blank" rel="noopener noreferrer">
              Share on Facebook<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        </div>
        <img src={success.imagePath} alt={headline} width={1200} height={630} className="h-auto w-full max-w-2xl rounded-xl border" loading="lazy" />
        <p>
          <Link className="underline underline-offset-4" to={paths.college.getHref(success.college.slug)}>
            About {success.college.name}
          </Link>
        </p>
      </section>
    </div>
  );
}
