/** /edge-function-test: platform staff run a server function with a JSON body and read the answer. */
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link } from 'react-router';
import { isPrivileged } from '#shared/access/access-rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { FunctionRunner } from '#web/features/testing/components/function-runner.tsx';
import { TestingAccess } from './testing-access.tsx';

export function EdgeFunctionTestRoute() {
  return (
    <TestingAccess
      title="Function Tests"
      allows={({ roles }) => isPrivileged(roles)}
      deniedReason="Running server functions is limited to platform staff (yes_admin, yes_developer, yes_staff)."
    >
      <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:py-10">
        <div className="grid gap-2">
          <Button asChild variant="link" className="justify-self-start">
            <Link to={paths.testing.getHref()}>
              <ArrowLeft aria-hidden="true" /> Testing Dashboard
            </Link>
          </Button>
          <h1 className="text-3xl font-bold tracking-tight">Function Tests</h1>
          <p className="text-muted-foreground">Call a server function with a JSON body and see its response.</p>
        </div>
        <FunctionRunner />
      </div>
    </TestingAccess>
  );
}
