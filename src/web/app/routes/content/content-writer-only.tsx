import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { canWriteContent } from '#shared/access/access-rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { RequireAuth } from '#web/app/require-auth.tsx';

export const CONTENT_ACCESS_TITLE = 'Access restricted';

/** Editor screens: signed-out visitors go to /auth; signed-in users without a staff role see why they cannot edit. */
export function ContentWriterOnly({ children, backHref }: { children: ReactNode; backHref: string }) {
  return (
    <RequireAuth>
      <WriterCheck backHref={backHref}>{children}</WriterCheck>
    </RequireAuth>
  );
}

function WriterCheck({ children, backHref }: { children: ReactNode; backHref: string }) {
  const { roles } = useAuth();
  if (canWriteContent(roles)) return <>{children}</>;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <ShieldAlert aria-hidden="true" className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{CONTENT_ACCESS_TITLE}</h1>
      <p className="text-muted-foreground">
        Only platform staff can write and edit learning content and news. If you think you should have access, contact
        the platform team.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={backHref}>Go back</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.contact.getHref()}>Contact us</Link>
        </Button>
      </div>
    </section>
  );
}
