import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { toast } from '#web/lib/toast.ts';
import type { Alert } from '#shared/contracts/alerts.ts';
import { EmptyListIllustration } from '#web/components/illustrations/empty-illustrations.tsx';
import { EmptyState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { useCreateAlert } from '../api/create-alert.ts';
import { useDeleteAlert } from '../api/delete-alert.ts';
import { useManagedAlerts } from '../api/get-managed-alerts.ts';
import { useUpdateAlert } from '../api/update-alert.ts';
import { AlertForm, alertToFormValues, EMPTY_ALERT } from './alert-form.tsx';

function DeleteAlertButton({ alert }: { alert: Alert }) {
  const deleteAlert = useDeleteAlert();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Delete alert: ${alert.message}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title="Delete this alert?"
      description={`“${alert.message}” stops showing to everyone. This cannot be undone.`}
      confirmLabel="Delete"
      pendingText="Deleting..."
      isPending={deleteAlert.isPending}
      onConfirm={async () => {
        try {
          await deleteAlert.mutateAsync(alert.id);
          toast.success('Alert deleted');
          return true;
        } catch (error) {
          toast.error('Could not delete the alert', { description: (error as Error).message });
          return false;
        }
      }}
      refocusTriggerAfterDone
    />
  );
}

function AlertRow({ alert }: { alert: Alert }) {
  const [isEditing, setIsEditing] = useState(false);
  const updateAlert = useUpdateAlert();
  if (isEditing) {
    return (
      <li className="rounded-lg border p-4">
        <AlertForm
          initialValues={alertToFormValues(alert)}
          submitLabel="Save Alert"
          isPending={updateAlert.isPending}
          onCancel={() => setIsEditing(false)}
          onSubmit={async (data) => {
            try {
              await updateAlert.mutateAsync({ id: alert.id, data });
              toast.success('Alert updated');
              setIsEditing(false);
            } catch (error) {
              toast.error('Could not update the alert', { description: error instanceof Error ? error.message : undefined });
              throw error;
            }
          }}
        />
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center">
      <div
        className="flex-1 rounded-md px-3 py-2 text-sm"
        style={{ backgroundColor: alert.backgroundColor, color: alert.textColor }}
      >
        {alert.message} {alert.linkText ? <span className="font-semibold underline">{alert.linkText}</span> : null}
      </div>
      <dl className="flex gap-4 text-xs text-muted-foreground">
        <div>
          <dt className="sr-only">Priority</dt>
          <dd>Priority {alert.priority}</dd>
        </div>
        <div>
          <dt className="sr-only">Status</dt>
          <dd>{alert.isActive ? 'Active' : 'Inactive'}</dd>
        </div>
        <div>
          <dt className="sr-only">Dismissible</dt>
          <dd>{alert.dismissible ? 'Dismissible' : 'Always shown'}</dd>
        </div>
      </dl>
      <div className="flex gap-1">
        <Button variant="ghost" size="sm" onClick={() => setIsEditing(true)} aria-label={`Edit alert: ${alert.message}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <DeleteAlertButton alert={alert} />
      </div>
    </li>
  );
}

/** Alert management for privileged users: list, create, edit, delete. */
export function AlertManager() {
  const alerts = useManagedAlerts();
  const createAlert = useCreateAlert();
  const [formKey, setFormKey] = useState(0);

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>New alert</CardTitle>
        </CardHeader>
        <CardContent>
          <AlertForm
            key={formKey}
            initialValues={EMPTY_ALERT}
            submitLabel="Create Alert"
            isPending={createAlert.isPending}
            onSubmit={async (data) => {
              try {
                await createAlert.mutateAsync(data);
                toast.success('Alert created');
                setFormKey((key) => key + 1);
              } catch (error) {
                toast.error('Could not create the alert', { description: error instanceof Error ? error.message : undefined });
                throw error;
              }
            }}
          />
        </CardContent>
      </Card>
      <section aria-labelledby="alert-list-title" className="grid gap-3">
        <h2 id="alert-list-title" className="text-lg font-bold">
          All alerts
        </h2>
        {alerts.isPending ? (
          <PageLoading label="Loading alerts..." />
        ) : alerts.isError ? (
          <FormAlert>{alerts.error.message}</FormAlert>
        ) : alerts.data.alerts.length === 0 ? (
          <EmptyState illustration={<EmptyListIllustration />} title="No alerts yet">
            Alerts you create show as a banner under the header.
          </EmptyState>
        ) : (
          <ul className="grid gap-3">
            {alerts.data.alerts.map((alert) => (
              <AlertRow key={alert.id} alert={alert} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
