/**
 * "Upgrade to Silver" for managers of bronze teams (spec 2.4). Its action is
 * not shown in the spec: the dialog compares the tiers (the one plan table,
 * #shared/plans.ts) and leads to /subscription?team=<id>, where the owner
 * pays through Stripe Checkout (docs/decisions/046); without Stripe keys a
 * platform admin still changes the tier in Team Settings.
 */
import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import Sparkles from 'lucide-react/icons/sparkles';
import { Link } from 'react-router';
import { BRONZE_STAFF_LIMIT } from '#shared/contracts/teams-roster.ts';
import { TIER_FEATURES, tierAllows, type TierFeature } from '#shared/access/access-rules.ts';
import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '#shared/value-sets.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { SUBSCRIPTION_TIER_LABELS } from '../../subscription-tier-labels.ts';
import { valueLabel } from '../role-labels.ts';

export const UPGRADE_TO_SILVER = 'Upgrade to Silver';

const FEATURES = Object.keys(TIER_FEATURES) as TierFeature[];

export function UpgradeDialog({ teamId, currentTier }: { teamId: string; currentTier: SubscriptionTier }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" className="bg-gradient-to-r from-slate-300 to-slate-100 text-slate-900 hover:opacity-90">
          <Sparkles aria-hidden="true" /> {UPGRADE_TO_SILVER}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{UPGRADE_TO_SILVER}</DialogTitle>
          <DialogDescription>
            Silver adds advanced analytics, unlimited staff and tournament management. See the plans and their prices to upgrade.
          </DialogDescription>
        </DialogHeader>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Features by subscription tier</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2 pr-3 text-left font-semibold">
                  Feature
                </th>
                {SUBSCRIPTION_TIERS.map((tier) => (
                  <th key={tier} scope="col" className={cn('px-3 py-2 text-center font-semibold', tier === 'silver' && 'bg-primary/10')}>
                    {SUBSCRIPTION_TIER_LABELS[tier]}
                    {tier === currentTier ? <span className="block text-xs font-normal text-muted-foreground">(current)</span> : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {FEATURES.map((feature) => (
                <tr key={feature} className="border-b last:border-0">
                  <th scope="row" className="py-2 pr-3 text-left font-medium">
                    {valueLabel(feature)}
                    {feature === 'unlimited_staff' ? (
                      <span className="block text-xs font-normal text-muted-foreground">Bronze: up to {BRONZE_STAFF_LIMIT} staff members</span>
                    ) : null}
                  </th>
                  {SUBSCRIPTION_TIERS.map((tier) => (
                    <td key={tier} className={cn('px-3 py-2 text-center', tier === 'silver' && 'bg-primary/10')}>
                      {tierAllows(tier, feature) ? (
                        <>
                          <Check aria-hidden="true" className="mx-auto size-4 text-emerald-600 dark:text-emerald-400" />
                          <span className="sr-only">Included</span>
                        </>
                      ) : (
                        <>
                          <Minus aria-hidden="true" className="mx-auto size-4 text-muted-foreground" />
                          <span className="sr-only">Not included</span>
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex justify-end">
          <Button asChild>
            <Link to={paths.subscription.getHref({ type: 'team', id: teamId })}>See plans and upgrade</Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
