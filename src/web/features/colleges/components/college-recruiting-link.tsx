/** "Recruiting" on a college's page, for the users spec 6 lets view a program of it (the hub, issue 13.3; the server decides again). */
import Users from 'lucide-react/icons/users';
import { Link } from 'react-router';
import { canViewProgram } from '#shared/access/access-rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';

export function CollegeRecruitingLink({ collegeId, slug }: { collegeId: string; slug: string }) {
  const { roles } = useAuth();
  if (!canViewProgram(roles, collegeId)) return null;
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={paths.collegeRecruiting.getHref(slug)}>
        <Users aria-hidden="true" /> Recruiting
      </Link>
    </Button>
  );
}
