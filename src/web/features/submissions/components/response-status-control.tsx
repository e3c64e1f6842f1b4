/** A response's status menu (a withdrawn response has none). */
import { STAFF_STATUS_LABELS, type ResponseRow } from '#shared/contracts/submissions.ts';
import { NativeSelect } from '#web/components/ui/native-select.tsx';

export function StatusControl({ row, onChange, pending }: { row: ResponseRow; onChange: (status: 'new' | 'reviewed' | 'declined') => void; pending: boolean }) {
  if (row.status === 'withdrawn') return <span className="text-sm text-muted-foreground">{STAFF_STATUS_LABELS.withdrawn}</span>;
  return (
    <NativeSelect
      aria-label={`Status of ${row.name}`}
      className="h-9 w-36"
      value={row.status}
      disabled={pending}
      onChange={(event) => onChange(event.target.value as 'new' | 'reviewed' | 'declined')}
    >
      {row.status === 'added' ? (
        <option value="added" disabled>
          {STAFF_STATUS_LABELS.added}
        </option>
      ) : null}
      <option value="new">{STAFF_STATUS_LABELS.new}</option>
      <option value="reviewed">{STAFF_STATUS_LABELS.reviewed}</option>
      <option value="declined">{STAFF_STATUS_LABELS.declined}</option>
    </NativeSelect>
  );
}
