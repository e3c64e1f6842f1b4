import Sparkles from 'lucide-react/icons/sparkles';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import type { SubscriptionTier } from '#shared/value-sets.ts';
import { SUBSCRIPTION_TIER_LABELS } from '../../subscription-tier-labels.ts';

/**
 * A tier gate (spec 6): "Upgrade for Tournament Management" or "Upgrade
 * for Advanced Analytics", with the Pro tier wording. Managers are led to
 * the team's plans at /subscription?team=<id> (docs/decisions/046).
 */
export function UpgradePrompt({
  teamId,
  title,
  feature,
  isManager,
  requires = 'pro',
  currentTierLabel = 'Bronze',
}: {
  teamId: string;
  title: string;
  /** What the tier unlocks, e.g. "Tournament management". */
  feature: string;
  isManager: boolean;
  /** 'gold' for the Gold-only features (custom integrations, brand, contracts; docs/decisions/052). */
  requires?: 'pro' | 'gold';
  /** The team's plan, named in the text. */
  currentTierLabel?: string;
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
        {requires === 'gold'
          ? `${feature} is part of the Gold tier. This team is on ${currentTierLabel}.`
          : `${feature} is part of the Pro tiers, Silver and Gold. This team is on ${currentTierLabel}.`}
        {isManager ? ' See the plans to upgrade.' : ' Ask a team manager about upgrading.'}
      </p>
      {isManager ? (
        <Button asChild variant="outline">
          <Link to={paths.subscription.getHref({ type: 'team', id: teamId })}>See plans</Link>
        </Button>
      ) : null}
    </section>
  );
}

/** The gate of a Gold-only feature (brand, calendar link, contracts), naming the team's current plan. */
export function GoldUpgradePrompt({
  team,
  title,
  feature,
  isManager,
}: {
  team: { id: string; subscriptionTier: SubscriptionTier };
  title: string;
  feature: string;
  isManager: boolean;
}) {
  return (
    <UpgradePrompt
      teamId={team.id}
      title={title}
      feature={feature}
      isManager={isManager}
      requires="gold"
      currentTierLabel={SUBSCRIPTION_TIER_LABELS[team.subscriptionTier]}
    />
  );
}
