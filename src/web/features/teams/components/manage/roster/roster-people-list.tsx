/** The building blocks of the Players and Staff lists (spec 2.4): a titled list with an empty state, and one person's row. */
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { InitialsAvatar } from '#web/components/ui/initials-avatar.tsx';
import { personName } from '../role-labels.ts';

export function RosterPeopleList({
  title,
  count,
  emptyText,
  toolbar,
  children,
}: {
  title: string;
  count: number;
  emptyText: string;
  /** Filters or add buttons beside the title. */
  toolbar?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>
          {title} <span className="text-sm font-normal text-muted-foreground">({count})</span>
        </CardTitle>
        {toolbar ? <div className="flex flex-wrap items-center gap-2">{toolbar}</div> : null}
      </CardHeader>
      <CardContent>
        {count === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ul aria-label={title} className="grid divide-y">
            {children}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export interface RosterPersonRowProps {
  person: { fullName: string | null; email: string | null; avatarUrl: string | null };
  /** The role badge, or the inline role editor on game rosters. */
  role: ReactNode;
  /** "Joined Mar 4, 2026" or "Contract start ...". */
  dateLine: string | null;
  actions?: ReactNode;
}

export function RosterPersonRow({ person, role, dateLine, actions }: RosterPersonRowProps) {
  const name = personName(person);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
      <InitialsAvatar size="lg" name={name} avatarUrl={person.avatarUrl} />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="truncate font-semibold">{name}</p>
        {person.email ? <p className="truncate text-sm text-muted-foreground">{person.email}</p> : null}
        {dateLine ? <p className="text-xs text-muted-foreground">{dateLine}</p> : null}
      </div>
      <div className="flex items-center gap-1">
        {role}
        {actions}
      </div>
    </li>
  );
}
