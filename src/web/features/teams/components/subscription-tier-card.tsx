/**
 * Team Settings' subscription tier: a select for platform admins
 * (viewer.canChangeTier; by hand, e.g. without Stripe keys), the current
 * tier read-only for other managers; both see what each tier unlocks
 * (TIER_FEATURES, spec 6) and a link to the team's plans and billing
 * (/subscription, docs/decisions/046).
 */
import Check from 'lucide-react/icons/check';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { TIER_FEATURES, tierAllows, type TierFeature } from '#shared/access/access-rules.ts';
import { PLAN_FEATURE_LABELS } from '#shared/access/plans.ts';
import { BRONZE_STAFF_LIMIT } from '#shared/contracts/teams-roster.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '#shared/value-sets.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { SUBSCRIPTION_TIER_LABELS } from './subscription-tier-labels.ts';

/** The tier cards name features as the plan pages do (one list of labels, in #shared/access/plans.ts). */
export const TIER_FEATURE_LABELS: Record<TierFeature, string> = PLAN_FEATURE_LABELS;

const FEATURES = Object.keys(TIER_FEATURES) as TierFeature[];

function TierFeatureList({ current }: { current: SubscriptionTier }) {
  return (
    <ul aria-label="What each tier unlocks" className="grid gap-3 sm:grid-cols-3">
      {SUBSCRIPTION_TIERS.map((tier) => (
        <li
          key={tier}
          aria-current={tier === current ? 'true' : undefined}
          className={cn('grid content-start gap-2 rounded-lg border p-4', tier === current && 'border-primary bg-primary/5')}
        >
          <p className="font-semibold">
            {SUBSCRIPTION_TIER_LABELS[tier]}
            {tier === current ? <span className="ml-2 text-xs font-medium text-primary">Current tier</span> : null}
          </p>
          <ul className="grid gap-1 text-sm">
            {FEATURES.filter((feature) => tierAllows(tier, feature)).map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                {TIER_FEATURE_LABELS[feature]}
              </li>
            ))}
            {tierAllows(tier, 'unlimited_staff') ? null : (
              <li className="text-muted-foreground">Up to {BRONZE_STAFF_LIMIT} staff members</li>
            )}
          </ul>
        </li>
      ))}
    </ul>
  );
}

export interface SubscriptionTierCardProps {
  teamId: string;
  tier: SubscriptionTier;
  canChangeTier: boolean;
  disabled?: boolean;
  /** Saves the new tier; resolves once saved (the caller shows the toasts). */
  onSave: (tier: SubscriptionTier) => Promise<void>;
}

export function SubscriptionTierCard({ teamId, tier, canChangeTier, disabled = false, onSave }: SubscriptionTierCardProps) {
  const selectId = useId();
  const [choice, setChoice] = useState<SubscriptionTier>(tier);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await onSave(choice);
    } catch {
      // The caller has shown the error; the select keeps the choice to retry.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription tier</CardTitle>
        <CardDescription>
          {canChangeTier ? 'Choose the features this team has.' : `This team is on the ${SUBSCRIPTION_TIER_LABELS[tier]} tier. ${TEAM_TEXTS.onlyAdminsChangeTier}`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {canChangeTier ? (
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid min-w-48 gap-2">
              <Label htmlFor={selectId}>Subscription tier</Label>
              <NativeSelect
                id={selectId}
                value={choice}
                disabled={disabled || saving}
                onChange={(event) => setChoice(event.target.value as SubscriptionTier)}
              >
                {SUBSCRIPTION_TIERS.map((value) => (
                  <option key={value} value={value}>
                    {SUBSCRIPTION_TIER_LABELS[value]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button onClick={save} disabled={disabled || saving || choice === tier}>
              {saving ? (
                <>
                  <Spinner /> Saving...
                </>
              ) : (
                'Save Tier'
              )}
            </Button>
          </div>
        ) : (
          <p>
            Current tier: <strong>{SUBSCRIPTION_TIER_LABELS[tier]}</strong>
          </p>
        )}
        <TierFeatureList current={tier} />
        <p className="text-sm">
          <Link className="underline underline-offset-4" to={paths.subscription.getHref({ type: 'team', id: teamId })}>
            Plans and billing
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
