/** The edit page for a signed-in user spec 6 does not let edit the college nor view its programs: "Access Denied" with the server's reason. */
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ShieldX from 'lucide-react/icons/shield-x';
import { Link } from 'react-router';
import { COLLEGE_EDIT_TEXTS } from '#shared/contracts/college-edit.ts';
import { PageStatePanel } from '#web/components/layout/page-state-panel.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';

export function CollegeEditAccessDenied({ slug, message }: { slug: string; message: string }) {
  return (
    <PageStatePanel icon={<ShieldX aria-hidden="true" className="size-12 text-destructive" />} title={COLLEGE_EDIT_TEXTS.accessDenied} message={message}>
      <Button asChild variant="outline">
        <Link to={paths.college.getHref(slug)}>
          <ArrowLeft aria-hidden="true" /> Back to the college page
        </Link>
      </Button>
    </PageStatePanel>
  );
}
