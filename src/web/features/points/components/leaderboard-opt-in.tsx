/** /account: the weekly leaderboard opt-in (off until turned on; docs/decisions/048), saved as it is flipped. */
import { useState } from 'react';
import { POINTS_TEXTS } from '#shared/contracts/points.ts';
import { QueryState } from '#web/components/query-state.tsx';
import { FormSwitchField } from '#web/components/ui/form-switch-field.tsx';
import { usePointsSettings, useUpdatePointsSettings } from '../api/points.ts';

export function LeaderboardOptIn() {
  const settings = usePointsSettings();
  const update = useUpdatePointsSettings();
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <QueryState query={settings} layout="inline" loading="Loading leaderboard setting..." retryLabel="Try Again">
      {(data) => (
        <div className="grid gap-2">
          <FormSwitchField
            label={POINTS_TEXTS.optInLabel}
            description={POINTS_TEXTS.optInHelp}
            checked={data.leaderboardOptIn}
            onCheckedChange={(checked) => {
              setSaved(null);
              update.mutate({ leaderboardOptIn: checked }, { onSuccess: () => setSaved(`${POINTS_TEXTS.optInSaved}: ${checked ? 'on' : 'off'}.`) });
            }}
          />
          <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
            {update.isPending ? 'Saving...' : saved}
          </p>
          {update.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {POINTS_TEXTS.optInFailed}: {update.error.message}
            </p>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}
