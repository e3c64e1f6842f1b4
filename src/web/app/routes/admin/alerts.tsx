import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { Link } from 'react-router';
import { isPrivileged } from '#shared/access/access-rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { AlertManager } from '#web/features/alerts/components/alert-manager.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { RequireAuth } from '#web/app/require-auth.tsx';

function AlertsPage() {
  const { roles } = useAuth();
  if (!isPrivileged(roles)) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <ShieldAlert aria-hidden="true" className="size-10 text-muted-foreground" />
        <h1 className="text-2xl font-bold">Access denied</h1>
        <p className="text-muted-foreground">Only platform staff can manage alerts.</p>
        <Button asChild variant="outline">
          <Link to={paths.home.getHref()}>Return to Home</Link>
        </Button>
      </section>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-10">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Manage Alerts</h1>
        <p className="text-muted-foreground">
          Site-wide banners under the header. The active alert with the highest priority shows; visitors can dismiss
          dismissible ones.
        </p>
      </div>
      <AlertManager />
    </div>
  );
}

export function AdminAlertsRoute() {
  return (
    <RequireAuth>
      <AlertsPage />
    </RequireAuth>
  );
}
