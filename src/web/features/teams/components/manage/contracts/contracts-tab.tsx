/**
 * Contracts (Gold contract management, docs/decisions/052): every player's
 * and staff member's contract dates, contracts ending within 30 days
 * highlighted, and the dates edited after the person was added. Managers
 * of Gold teams; other tiers see the Gold upgrade prompt.
 */
import { useState, type FormEvent } from 'react';
import { tierAllows } from '#shared/access/access-rules.ts';
import { AppError } from '#shared/app-error.ts';
import { CONTRACT_TEXTS, type TeamContract } from '#shared/contracts/team-contracts.ts';
import type { TeamManage } from '#shared/contracts/teams-manage.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { useTeamContracts, useUpdateContract } from '#web/features/teams/api/contracts/team-contracts.ts';
import { formatCalendarDate } from '../format-team-dates.ts';
import { personName, valueLabel } from '../role-labels.ts';
import { GoldUpgradePrompt } from '../settings/upgrade-prompt.tsx';
import { EmptyState } from '#web/components/query-state.tsx';

export function ContractsTab({ data }: { data: TeamManage }) {
  const { team, viewer } = data;
  return (
    <section aria-labelledby="contracts-heading" className="grid gap-4">
      <h2 id="contracts-heading" className="text-xl font-bold">
        Contracts
      </h2>
      {!tierAllows(team.subscriptionTier, 'contract_management') ? (
        <GoldUpgradePrompt team={team} title={CONTRACT_TEXTS.tierRequired} feature="Contract management" isManager={viewer.isManager} />
      ) : viewer.isManager ? (
        <ContractsList teamId={team.id} readOnly={Boolean(team.archivedAt)} />
      ) : (
        <EmptyState>Contracts are visible to team managers.</EmptyState>
      )}
    </section>
  );
}

const th = 'border-b px-3 py-2 text-left font-semibold';
const td = 'border-b px-3 py-2';
const rowKey = (contract: TeamContract) => `${contract.kind}:${contract.id}`;

function ContractsList({ teamId, readOnly }: { teamId: string; readOnly: boolean }) {
  const contracts = useTeamContracts(teamId, { enabled: true });
  const [editing, setEditing] = useState<string | null>(null);
  if (contracts.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Loading contracts...
      </p>
    );
  }
  if (contracts.isError) return <FormAlert>{contracts.error.message}</FormAlert>;
  const { contracts: rows, reminderDays } = contracts.data;
  const current = rows.find((row) => rowKey(row) === editing) ?? null;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Contracts ending within {reminderDays} days are highlighted, and the team owner gets an email when one comes within {reminderDays}{' '}
        days of its end.
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No players or staff on the roster yet.</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Contracts of the team's players and staff</caption>
            <thead>
              <tr>
                <th className={th}>Name</th>
                <th className={th}>Role</th>
                <th className={th}>Roster</th>
                <th className={th}>Start</th>
                <th className={th}>End</th>
                <th className={th}>Status</th>
                {readOnly ? null : <th className={th}><span className="sr-only">Actions</span></th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className={row.endingSoon ? 'bg-amber-100/70 dark:bg-amber-900/30' : undefined}>
                  <td className={td}>{personName(row)}</td>
                  <td className={td}>
                    {row.kind === 'staff' ? 'Staff' : 'Player'} · {valueLabel(row.role)}
                  </td>
                  <td className={td}>{row.rosterName ?? 'General roster'}</td>
                  <td className={td}>{row.contractStart ? formatCalendarDate(row.contractStart) : 'Not set'}</td>
                  <td className={td}>{row.contractEnd ? formatCalendarDate(row.contractEnd) : 'Not set'}</td>
                  <td className={td}>{row.endingSoon ? <strong>Ends soon</strong> : row.ended ? 'Ended' : row.contractEnd ? 'Active' : ''}</td>
                  {readOnly ? null : (
                    <td className={td}>
                      <Button type="button" variant="outline" size="sm" onClick={() => setEditing(rowKey(row))}>
                        Edit contract<span className="sr-only"> of {personName(row)}</span>
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {current ? <ContractForm key={rowKey(current)} teamId={teamId} contract={current} onDone={() => setEditing(null)} /> : null}
    </div>
  );
}

function ContractForm({ teamId, contract, onDone }: { teamId: string; contract: TeamContract; onDone: () => void }) {
  const [start, setStart] = useState(contract.contractStart ?? '');
  const [end, setEnd] = useState(contract.contractEnd ?? '');
  const [localError, setLocalError] = useState<string | undefined>();
  const update = useUpdateContract(teamId);
  const fields = update.error instanceof AppError ? update.error.fields : undefined;
  const name = personName(contract);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start && end && end < start) {
      setLocalError(CONTRACT_TEXTS.endBeforeStart);
      return;
    }
    setLocalError(undefined);
    update.mutate(
      { kind: contract.kind, itemId: contract.id, input: { contractStart: start || null, contractEnd: end || null } },
      {
        onSuccess: () => {
          toast.success(`Contract of ${name} saved`);
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-labelledby="contract-form-heading" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:max-w-lg">
      <h3 id="contract-form-heading" className="font-semibold">
        Edit contract: {name}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Contract start" description="Leave empty for none" error={fields?.contractStart}>
          {(control) => <Input {...control} type="date" value={start} onChange={(event) => setStart(event.target.value)} />}
        </FormField>
        <FormField label="Contract end" error={localError ?? fields?.contractEnd}>
          {(control) => <Input {...control} type="date" value={end} onChange={(event) => setEnd(event.target.value)} />}
        </FormField>
      </div>
      {update.isError && !fields ? <FormAlert>{update.error.message}</FormAlert> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save contract'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
