/** Team Settings: archive the team (hidden from Find Teams, read-only) or restore it, after a confirmation. */
import Archive from 'lucide-react/icons/archive';
import ArchiveRestore from 'lucide-react/icons/archive-arrow-up';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';

export interface ArchiveTeamCardProps {
  teamName: string;
  archived: boolean;
  /** Archives (true) or restores (false); resolves true when it worked (the caller shows the toasts). */
  onChange: (archived: boolean) => Promise<boolean>;
}

export function ArchiveTeamCard({ teamName, archived, onChange }: ArchiveTeamCardProps) {
  return (
    <Card className={archived ? undefined : 'border-destructive/40'}>
      <CardHeader>
        <CardTitle>{archived ? 'Restore team' : 'Archive team'}</CardTitle>
        <CardDescription>
          {archived
            ? 'Restoring lists the team in Find Teams again and lets managers change it.'
            : 'An archived team is hidden from Find Teams and becomes read-only: nothing on it can change until it is restored. Nothing is deleted.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {archived ? (
          <ConfirmDialog
            destructive={false}
            refocusTriggerAfterDone
            trigger={
              <Button>
                <ArchiveRestore aria-hidden="true" /> Restore Team
              </Button>
            }
            title="Restore this team?"
            description={`${teamName} will be listed in Find Teams again and its managers can change it.`}
            confirmLabel="Restore Team"
            pendingText="Restoring..."
            onConfirm={() => onChange(false)}
          />
        ) : (
          <ConfirmDialog
            refocusTriggerAfterDone
            trigger={
              <Button variant="outline" className="text-destructive hover:text-destructive">
                <Archive aria-hidden="true" /> Archive Team
              </Button>
            }
            title="Archive this team?"
            description={`${teamName} will be hidden from Find Teams and become read-only until it is restored.`}
            confirmLabel="Archive Team"
            pendingText="Archiving..."
            destructive
            onConfirm={() => onChange(true)}
          />
        )}
      </CardContent>
    </Card>
  );
}
