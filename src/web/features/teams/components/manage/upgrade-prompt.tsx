import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';

/**
 * A tier gate (spec 6): "Upgrade for Tournament Management" or "Upgrade
 * for Advanced Analytics", with the Pro tier wording. There is no payment
 * provider: managers are pointed to the contact form (decision 010).
 */
export function UpgradePrompt({
  title,
  feature,
  isManager,
}: {
  title: string;
  /** What the tier unlocks, e.g. "Tournament management". */
  feature: string;
  isManager: boolean;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="grid justify-items-center gap-3 rounded-xl border border-dashed border-primary/50 bg-primary/5 px-6 py-10 text-center"
    >
      <Sparkles aria-hidden="true" className="size-8 text-primary" />
      <h3 id={titleId} className="text-lg font-bold">
        {title}
      </h3>
      <p className="max-w-prose text-sm text-muted-foreground">
        {feature} is part of the Pro tiers, Silver and Gold. This team is on Bronze.
        {isManager ? ' Contact us to upgrade; a platform admin then changes the tier in Team Settings.' : ' Ask a team manager about upgrading.'}
      </p>
      {isManager ? (
        <Button asChild variant="outline">
          <Link to={paths.contact.getHref()}>Contact us</Link>
        </Button>
      ) : null}
    </section>
  );
}
