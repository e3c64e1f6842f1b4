/**
 * A college plan limit reached (docs/decisions/046, 051): the server's own
 * refusal text from the one plan table, and the way to College Pro. Whoever
 * may see the college's plans (its programs_college_admin, a platform
 * admin) gets "See plans" to /subscription?college=<id>; other staff are
 * told to ask the college's admin.
 */
import Sparkles from 'lucide-react/icons/sparkles';
import { useId } from 'react';
import { Link } from 'react-router';
import { COLLEGE_PLANS, PLAN_TEXTS, type CollegeLimit } from '#shared/access/plans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';

export interface CollegeLimitPromptProps {
  limit: CollegeLimit;
  max: number;
  college: { id: string; name: string };
  canUpgrade: boolean;
}

export function CollegeLimitPrompt({ limit, max, college, canUpgrade }: CollegeLimitPromptProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid justify-items-start gap-2 rounded-lg border border-dashed border-primary/50 bg-primary/5 p-3 text-sm">
      <h3 id={titleId} className="flex items-center gap-2 font-semibold">
        <Sparkles aria-hidden="true" className="size-4 text-primary" /> Upgrade to {COLLEGE_PLANS.pro.label}
      </h3>
      <p className="text-muted-foreground">{PLAN_TEXTS.collegeLimitReached(limit, max)}</p>
      {canUpgrade ? (
        <Button asChild size="sm">
          <Link to={paths.subscription.getHref({ type: 'college', id: college.id })}>See plans</Link>
        </Button>
      ) : (
        <p className="text-muted-foreground">Ask an admin of {college.name} about upgrading.</p>
      )}
    </section>
  );
}
