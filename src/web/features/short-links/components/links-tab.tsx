/**
 * The Links tab of a program's recruiting hub /college/{slug}/recruiting
 * (issue 13.6, docs/decisions/039): the program's short links with Copy,
 * what each points at, its label, created day, clicks over 7 and 30 days and
 * all time, submissions, a line of clicks per day, and Edit, Turn off/on and
 * Delete; a form to create one. One request (GET .../short-links).
 */
import Link2 from 'lucide-react/icons/link-2';
import { SHORT_LINK_STATS_DAYS, type ProgramLink } from '#shared/contracts/short-links.ts';
import { ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { MD_UP, useMediaQuery } from '#web/lib/use-media-query.ts';
import { shortLinkUrl, useDeleteShortLink, useProgramLinks, useUpdateShortLink } from '../api/short-links.ts';
import { ClicksSparkline } from './clicks-sparkline.tsx';
import { CopyLinkButton } from './copy-link-button.tsx';
import { CreateLinkForm } from './create-link-form.tsx';
import { EditLinkDialog } from './edit-link-dialog.tsx';
import { formatDay } from './link-dates.ts';

export const LINKS_TAB_TEXTS = {
  loading: 'Loading links...',
  loadFailed: 'Could not load the links.',
  empty: 'No links yet. Create one to share a form or the college page, and see how many people open it.',
} as const;

const STATE_LABELS: Record<ProgramLink['state'], string> = { active: 'Active', expired: 'Expired', disabled: 'Off' };

/** Edit, Turn off/on and Delete of one link (the table's last column, a card's footer). */
function LinkActions({ programId, link }: { programId: string; link: ProgramLink }) {
  const update = useUpdateShortLink(programId);
  const remove = useDeleteShortLink(programId);
  const off = link.state === 'disabled';

  async function toggle() {
    try {
      await update.mutateAsync({ linkId: link.id, changes: { disabled: !off } });
      toast.success(off ? 'Link turned on' : 'Link turned off');
    } catch (error) {
      toast.error((error as Error).message);
    }
  }

  return (
    <div className="flex flex-wrap gap-1">
      <EditLinkDialog programId={programId} link={link} />
      <Button variant="ghost" size="sm" onClick={() => void toggle()} disabled={update.isPending} aria-label={`${off ? 'Turn on' : 'Turn off'} ${link.path}`}>
        {update.isPending ? <Spinner /> : null}
        {off ? 'Turn on' : 'Turn off'}
      </Button>
      <ConfirmDeleteButton
        title={`Delete ${link.path}?`}
        description="People who follow it will see that the page was not found, and its click counts are deleted. Submissions that came through it stay."
        confirmLabel="Delete link"
        isPending={remove.isPending}
        triggerLabel={`Delete ${link.path}`}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(link.id);
            toast.success('Link deleted');
            return true;
          } catch (error) {
            toast.error((error as Error).message);
            return false;
          }
        }}
      />
    </div>
  );
}

function LinkState({ link }: { link: ProgramLink }) {
  return (
    <span className={link.state !== 'active' ? 'text-xs font-semibold text-destructive' : 'text-xs text-muted-foreground'}>
      {STATE_LABELS[link.state]}
      {link.expiresAt && link.state === 'active' ? ` until ${formatDay(link.expiresAt)}` : ''}
    </span>
  );
}

const targetKind = (link: ProgramLink) => (link.target === 'form' ? 'Interest form' : link.target === 'college' ? 'College page' : 'Page');

function LinkRow({ programId, link, days }: { programId: string; link: ProgramLink; days: readonly string[] }) {
  return (
    <tr className="border-t align-top">
      <th scope="row" className="px-3 py-3 text-left font-normal">
        <div className="grid gap-1.5">
          <span className="font-mono font-semibold">{link.path}</span>
          <LinkState link={link} />
          <CopyLinkButton url={shortLinkUrl(link)} label={`Copy ${link.path}`} />
        </div>
      </th>
      <td className="px-3 py-3">
        <div className="grid gap-0.5">
          <span>{link.targetLabel}</span>
          <span className="text-xs text-muted-foreground">{targetKind(link)}</span>
        </div>
      </td>
      <td className="px-3 py-3">{link.label ?? <span className="text-muted-foreground">None</span>}</td>
      <td className="whitespace-nowrap px-3 py-3">{formatDay(link.createdAt)}</td>
      <td className="px-3 py-3 text-right tabular-nums">{link.stats.clicks7d}</td>
      <td className="px-3 py-3 text-right tabular-nums">{link.stats.clicks30d}</td>
      <td className="px-3 py-3 text-right tabular-nums">{link.stats.clicksTotal}</td>
      <td className="px-3 py-3 text-right tabular-nums">{link.stats.submissionsTotal}</td>
      <td className="px-3 py-3">
        <ClicksSparkline days={days} counts={link.stats.days} />
      </td>
      <td className="px-3 py-3">
        <LinkActions programId={programId} link={link} />
      </td>
    </tr>
  );
}

/** A link on a phone: the table's columns as a card. */
function LinkCard({ programId, link, days }: { programId: string; link: ProgramLink; days: readonly string[] }) {
  const figures: [string, number][] = [
    ['Clicks 7 d', link.stats.clicks7d],
    [`Clicks ${SHORT_LINK_STATS_DAYS} d`, link.stats.clicks30d],
    ['Clicks total', link.stats.clicksTotal],
    ['Submissions', link.stats.submissionsTotal],
  ];
  return (
    <li aria-label={link.path} className="grid gap-3 rounded-lg border bg-card p-3 text-sm">
      <div className="grid gap-1.5">
        <span className="font-mono font-semibold break-all">{link.path}</span>
        <LinkState link={link} />
        <CopyLinkButton url={shortLinkUrl(link)} label={`Copy ${link.path}`} />
      </div>
      <dl className="grid grid-cols-2 gap-2">
        <div className="col-span-2 grid gap-0.5">
          <dt className="text-xs text-muted-foreground">Goes to</dt>
          <dd className="break-words">
            {link.targetLabel} <span className="text-xs text-muted-foreground">({targetKind(link)})</span>
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">Label</dt>
          <dd className="break-words">{link.label ?? <span className="text-muted-foreground">None</span>}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">Created</dt>
          <dd>{formatDay(link.createdAt)}</dd>
        </div>
        {figures.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <ClicksSparkline days={days} counts={link.stats.days} />
      <LinkActions programId={programId} link={link} />
    </li>
  );
}

export function LinksTab({ collegeSlug, programId }: { collegeSlug: string; programId: string }) {
  const links = useProgramLinks(programId);
  // A table from `md` up; on a phone a card per link (issue 26, item 4).
  const wide = useMediaQuery(MD_UP, true);

  if (links.isPending) return <LoadingState>{LINKS_TAB_TEXTS.loading}</LoadingState>;
  if (links.isError) return <ErrorState title={LINKS_TAB_TEXTS.loadFailed} error={links.error} onRetry={() => void links.refetch()} />;
  const { data } = links;
  return (
    <section aria-labelledby="links-heading" className="grid gap-6" data-college={collegeSlug}>
      <h2 id="links-heading" className="sr-only">
        Links
      </h2>
      <CreateLinkForm programId={programId} data={data} />
      {data.links.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
          <Link2 aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="max-w-md text-muted-foreground">{LINKS_TAB_TEXTS.empty}</p>
        </div>
      ) : !wide ? (
        <ul aria-label="Links" className="grid gap-3">
          {data.links.map((link) => (
            <LinkCard key={link.id} programId={programId} link={link} days={data.days} />
          ))}
        </ul>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border" role="region" aria-label="Links table" tabIndex={0}>
          <table className="w-full min-w-[60rem] text-sm">
            <caption className="sr-only">The program’s short links, with clicks (last 7 and {SHORT_LINK_STATS_DAYS} days, all time) and submissions</caption>
            <thead className="bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2">Link</th>
                <th scope="col" className="px-3 py-2">Goes to</th>
                <th scope="col" className="px-3 py-2">Label</th>
                <th scope="col" className="px-3 py-2">Created</th>
                <th scope="col" className="px-3 py-2 text-right">Clicks 7 d</th>
                <th scope="col" className="px-3 py-2 text-right">Clicks {SHORT_LINK_STATS_DAYS} d</th>
                <th scope="col" className="px-3 py-2 text-right">Clicks total</th>
                <th scope="col" className="px-3 py-2 text-right">Submissions</th>
                <th scope="col" className="px-3 py-2">Per day</th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.links.map((link) => (
                <LinkRow key={link.id} programId={programId} link={link} days={data.days} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
