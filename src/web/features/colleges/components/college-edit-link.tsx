/** "Edit page" on a college's page, for the users spec 6 lets edit the college or view its programs (the server decides again). */
import Pencil from 'lucide-react/icons/pencil';
import { Link } from 'react-router';
import { canEditCollege, canViewProgram } from '#shared/access/access-rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';

export function CollegeEditLink({ collegeId, slug }: { collegeId: string; slug: string }) {
  const { roles } = useAuth();
  if (!canEditCollege(roles, collegeId) && !canViewProgram(roles, collegeId)) return null;
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={paths.collegeEdit.getHref(slug)}>
        <Pencil aria-hidden="true" /> Edit page
      </Link>
    </Button>
  );
}
