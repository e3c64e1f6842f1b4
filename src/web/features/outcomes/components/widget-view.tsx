/**
 * The embeddable widget's content (docs/decisions/041): a college's open
 * recruiting needs with Apply links, or a player's public commitment badge.
 * Links open in a new tab (the widget lives in another site's frame). No
 * app shell: this chunk stays small.
 */
import type { Widget } from '#shared/contracts/outcomes.ts';
import { OUTCOME_STATUS_LABELS, OUTCOME_TEXTS } from '#shared/recruiting/outcome-texts.ts';
import { PROGRAM_LEVEL_LABELS, ROLE_PRIORITY_LABELS } from '#shared/recruiting/program-levels.ts';
import { paths } from '#web/config/paths.ts';
import { outcomePlayerFacts } from './outcome-format.ts';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
const newTabHint = <span className="sr-only"> (opens in a new tab)</span>;

function CollegeWidget({ widget }: { widget: Extract<Widget, { kind: 'college' }> }) {
  return (
    <section aria-labelledby="widget-title" className="grid gap-3">
      <h1 id="widget-title" className="text-lg font-bold">
        <a className="underline-offset-4 hover:underline" href={paths.college.getHref(widget.college.slug)} {...NEW_TAB}>
          {widget.college.name}
          {newTabHint}
        </a>
        <span className="block text-sm font-normal text-muted-foreground">Esports recruiting</span>
      </h1>
      {widget.programs.length === 0 ? (
        <p className="text-sm text-muted-foreground">No program is recruiting right now.</p>
      ) : (
        <ul className="grid gap-3">
          {widget.programs.map((program) => (
            <li key={program.id} className="grid gap-1 rounded-lg border p-3">
              <h2 className="font-semibold">
                {program.titleName} · {PROGRAM_LEVEL_LABELS[program.level]}
              </h2>
              {program.rolesNeeded.length > 0 ? (
                <p className="text-sm">
                  Roles needed:{' '}
                  {program.rolesNeeded.map((role) => `${role.role} (${role.count}, ${ROLE_PRIORITY_LABELS[role.priority].toLowerCase()})`).join(', ')}
                </p>
              ) : null}
              {program.classYears.length > 0 ? <p className="text-sm">Classes: {program.classYears.join(', ')}</p> : null}
              {program.openSpots > 0 ? <p className="text-sm text-muted-foreground">{program.openSpots} open spots</p> : null}
              <a
                className="mt-1 inline-flex w-fit items-center rounded-md bg-primary px-3 py-1.5 text-sm font-semibold text-primary-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                href={program.applyPath}
                {...NEW_TAB}
              >
                Apply<span className="sr-only"> to {program.titleName} at {widget.college.name} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PlayerWidget({ widget }: { widget: Extract<Widget, { kind: 'player' }> }) {
  const facts = outcomePlayerFacts(widget.player);
  const { commitment } = widget;
  return (
    <section aria-labelledby="widget-title" className="grid gap-2 rounded-xl border bg-gradient-to-br from-primary/10 to-highlight/10 p-4">
      <p className="text-xs font-semibold tracking-wide text-primary uppercase">{OUTCOME_STATUS_LABELS[commitment.status]}</p>
      <h1 id="widget-title" className="text-lg font-bold">
        {widget.player.displayName}
      </h1>
      {facts ? <p className="text-sm text-muted-foreground">{facts}</p> : null}
      <p className="font-semibold">
        {commitment.college.name}
        {commitment.titleName ? ` · ${commitment.titleName}` : ''}
      </p>
      <p className="text-sm">{OUTCOME_TEXTS.confirmed(commitment.college.name)}</p>
      <a className="text-sm underline underline-offset-4" href={paths.recruitingSuccess.getHref(commitment.id)} {...NEW_TAB}>
        See the announcement{newTabHint}
      </a>
    </section>
  );
}

export function WidgetView({ widget }: { widget: Widget }) {
  return widget.kind === 'college' ? <CollegeWidget widget={widget} /> : <PlayerWidget widget={widget} />;
}
