/** The Feature Flags tab: every flag with its fields, create, edit and delete. */
import { formatDistanceToNow } from 'date-fns';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { cn } from '#web/lib/cn.ts';
import { useFlags } from '../api/get-flags.ts';
import { DeleteFlagButton } from './delete-flag-button.tsx';
import { FlagFormDialog } from './flag-form-dialog.tsx';
import { EmptyState } from '#web/components/query-state.tsx';

function OnOff({ on, onLabel = 'On', offLabel = 'Off' }: { on: boolean; onLabel?: string; offLabel?: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        // An outline, not a tinted fill: success text on a 15% green tint falls under 4.5:1 in the light theme.
        on ? 'border border-success/60 text-success' : 'border border-transparent bg-muted text-muted-foreground',
      )}
    >
      {on ? onLabel : offLabel}
    </span>
  );
}

export function FlagsPanel() {
  const flags = useFlags();

  return (
    <section aria-labelledby="flags-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="flags-heading" className="text-xl font-semibold">
            Feature flags
          </h2>
          <p className="text-sm text-muted-foreground">Changes apply to each user's next page load.</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => void flags.refetch()} disabled={flags.isFetching} aria-label="Reload flags">
            {flags.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />} Reload
          </Button>
          <FlagFormDialog />
        </div>
      </div>

      {flags.isPending ? (
        <div role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> Loading flags...
        </div>
      ) : flags.isError ? (
        <FormAlert>Could not load the flags: {flags.error.message}</FormAlert>
      ) : flags.data.flags.length === 0 ? (
        <EmptyState>
          No feature flags yet. Create one with New Flag.
        </EmptyState>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border">
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className="sr-only">Feature flags</caption>
            <thead className="bg-muted/60 text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">Key</th>
                <th scope="col" className="px-3 py-2">Enabled</th>
                <th scope="col" className="px-3 py-2">Rollout</th>
                <th scope="col" className="px-3 py-2">Required roles</th>
                <th scope="col" className="px-3 py-2">Dev only</th>
                <th scope="col" className="px-3 py-2">Variant</th>
                <th scope="col" className="px-3 py-2">Type</th>
                <th scope="col" className="px-3 py-2">Notes</th>
                <th scope="col" className="px-3 py-2">Updated</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {flags.data.flags.map((flag) => (
                <tr key={flag.key} className="border-t align-top">
                  <th scope="row" className="px-3 py-2 font-mono text-sm font-semibold">{flag.key}</th>
                  <td className="px-3 py-2"><OnOff on={flag.enabled} /></td>
                  <td className="px-3 py-2 tabular-nums">{flag.rolloutPercentage}%</td>
                  <td className="px-3 py-2">
                    {flag.requiredRoles.length === 0 ? (
                      <span className="text-muted-foreground">Anyone</span>
                    ) : (
                      <ul className="flex flex-wrap gap-1">
                        {flag.requiredRoles.map((role) => (
                          <li key={role} className="rounded bg-secondary px-1.5 py-0.5 font-mono text-xs text-secondary-foreground">{role}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className="px-3 py-2"><OnOff on={flag.devOnly} onLabel="Yes" offLabel="No" /></td>
                  <td className="px-3 py-2">{flag.variant ?? <span className="text-muted-foreground">default</span>}</td>
                  <td className="px-3 py-2">{flag.featureType}</td>
                  <td className="max-w-56 px-3 py-2 break-words">{flag.notes ?? <span className="text-muted-foreground">None</span>}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={flag.updatedAt} title={new Date(flag.updatedAt).toLocaleString()}>
                      {formatDistanceToNow(new Date(flag.updatedAt), { addSuffix: true })}
                    </time>
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-1">
                      <FlagFormDialog flag={flag} />
                      <DeleteFlagButton flagKey={flag.key} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
