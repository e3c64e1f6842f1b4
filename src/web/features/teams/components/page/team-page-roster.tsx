/**
 * The roster on the public team page (docs/decisions/071): adults by display
 * name for signed-in viewers; a visitor is asked to sign in. The note that
 * players under 18 are never listed is always shown, whoever is on the team,
 * so it says nothing about this team's players.
 */
import type { ReactNode } from 'react';
import type { TeamPage, TeamPagePerson } from '#shared/contracts/team-page.ts';
import { TEAM_PAGE_TEXTS } from '#shared/contracts/team-page.ts';
import { valueLabel } from '../manage/role-labels.ts';

function PeopleList({ label, people }: { label: string; people: TeamPagePerson[] }) {
  if (people.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-muted-foreground">{label}</h3>
      <ul aria-label={label} className="grid gap-2 sm:grid-cols-2">
        {people.map((person, index) => (
          <li key={`${person.displayName}-${person.role}-${index}`} className="rounded-lg border px-3 py-2 text-sm">
            <span className="font-medium break-words">{person.displayName}</span>
            <span className="block text-muted-foreground">
              {valueLabel(person.role)}
              {person.game ? ` · ${person.game}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TeamPageRoster({ roster, signIn }: { roster: TeamPage['roster']; signIn: ReactNode }) {
  return (
    <div className="grid gap-4">
      {roster === null ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">{TEAM_PAGE_TEXTS.rosterSignedOut}</p>
          {signIn}
        </div>
      ) : roster.players.length === 0 && roster.staff.length === 0 ? (
        <p className="text-sm text-muted-foreground">{TEAM_PAGE_TEXTS.rosterEmpty}</p>
      ) : (
        <>
          <PeopleList label="Players" people={roster.players} />
          <PeopleList label="Staff" people={roster.staff} />
        </>
      )}
      <p className="text-xs text-muted-foreground">{TEAM_PAGE_TEXTS.rosterNoMinors}</p>
    </div>
  );
}
