/**
 * The college page's Staff section (issue 12.3, docs/decisions/034): the
 * staff the college lists publicly, name and title only, primary contact
 * first; and Message staff when the college has a primary contact.
 * Unclaimed pages have no staff: nothing shows.
 */
import Star from 'lucide-react/icons/star';
import type { College } from '#shared/contracts/colleges.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { MessageStaffButton } from './message-staff-button.tsx';

export function CollegeStaffSection({ college }: { college: College }) {
  if (college.staff.length === 0 && !college.hasStaffContact) return null;
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>Staff</CardTitle>
        {college.hasStaffContact ? <MessageStaffButton slug={college.slug} /> : null}
      </CardHeader>
      <CardContent>
        {college.staff.length === 0 ? (
          <p className="text-sm text-muted-foreground">The staff have not listed their names publicly. Message staff reaches their contact.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="Staff">
            {college.staff.map((member, index) => (
              <li key={`${member.displayName}-${index}`} className="grid gap-0.5 rounded-lg border p-3">
                <p className="font-medium break-words">{member.displayName}</p>
                {member.title ? <p className="text-sm text-muted-foreground">{member.title}</p> : null}
                {member.isPrimaryContact ? (
                  <p className="inline-flex items-center gap-1 text-xs font-medium">
                    <Star aria-hidden="true" className="size-3" /> Primary contact
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
