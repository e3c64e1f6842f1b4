/**
 * The Analytics tab of /testing (issue 14 item 8, docs/decisions/050): five
 * charts over a range of UTC days (default the last 30, at most 365), each
 * loading on its own. Every card says its figures in a sentence and a table
 * (the drawing, a lazy recharts chunk, is decoration for sighted users), and
 * has its own loading, empty and error (Try again) state.
 */
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  addDays,
  analyticsRangeQuerySchema,
  daySpan,
  defaultAnalyticsRange,
  type AnalyticsChart,
  type AnalyticsDaily,
  type AnalyticsFunnel,
  type AnalyticsPageViews,
  type AnalyticsPoints,
} from '#shared/contracts/analytics.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAnalytics, type AnalyticsAnswers } from '../api/get-analytics.ts';
import type { DrawingPoint } from './analytics-drawing.tsx';
import { EmptyState } from '#web/components/query-state.tsx';

const AnalyticsDrawing = lazy(() => import('./analytics-drawing.tsx'));

interface Range {
  from: string;
  to: string;
}

const PRESETS = [7, ANALYTICS_DEFAULT_DAYS, 90, ANALYTICS_MAX_DAYS];
const number = (value: number) => value.toLocaleString('en-US');
const percent = (part: number, whole: number) => (whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`);

export function AnalyticsPanel() {
  const [range, setRange] = useState<Range>(() => defaultAnalyticsRange());
  return (
    <section aria-labelledby="analytics-heading" className="grid grid-cols-1 gap-4">
      <div>
        <h2 id="analytics-heading" className="text-xl font-semibold">
          Analytics
        </h2>
        <p className="text-sm text-muted-foreground">From the stored events, by UTC day. Days without events count as zero.</p>
      </div>
      <RangeForm range={range} onChange={setRange} />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <DailyCard chart="daily-active-users" range={range} title="Daily active users" name="Active users" describe={describeActiveUsers} empty="No signed-in activity in this range." />
        <PageViewsCard range={range} />
        <DailyCard chart="searches" range={range} title="Searches" name="Searches" describe={(data) => describeDaily(data, 'searches')} empty="No searches in this range." />
        <FunnelCard range={range} />
        <PointsCard range={range} />
      </div>
    </section>
  );
}

function RangeForm({ range, onChange }: { range: Range; onChange: (range: Range) => void }) {
  const [draft, setDraft] = useState<Range>(range);
  const [errors, setErrors] = useState<Partial<Record<keyof Range, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = analyticsRangeQuerySchema.safeParse({ from: draft.from || undefined, to: draft.to || undefined });
    if (!parsed.success) {
      const next: Partial<Record<keyof Range, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Range | undefined;
        if (key && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setDraft(parsed.data);
    onChange(parsed.data);
  }

  function preset(days: number) {
    const to = defaultAnalyticsRange().to;
    const next = { from: addDays(to, -(days - 1)), to };
    setErrors({});
    setDraft(next);
    onChange(next);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-xl border bg-card p-4" aria-label="Analytics range">
      <div className="flex flex-wrap items-start gap-3">
        <FormField label="From" error={errors.from} className="w-full sm:w-44">
          {(control) => <Input {...control} type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />}
        </FormField>
        <FormField label="To" error={errors.to} className="w-full sm:w-44">
          {(control) => <Input {...control} type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />}
        </FormField>
        <Button type="submit" className="sm:mt-7">
          Show
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">Quick ranges:</span>
        {PRESETS.map((days) => (
          <Button key={days} type="button" variant="outline" size="sm" onClick={() => preset(days)}>
            Last {days} days
          </Button>
        ))}
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {range.from} to {range.to} ({daySpan(range.from, range.to)} days, at most {ANALYTICS_MAX_DAYS}).
      </p>
    </form>
  );
}

const th = 'border-b px-2 py-1.5 text-left font-semibold';
const td = 'border-b px-2 py-1.5';

/** A chart card: title, its state, and for figures a sentence, the drawing and the table. */
function ChartCard<C extends AnalyticsChart>({
  chart,
  range,
  title,
  name,
  empty,
  isEmpty,
  describe,
  points,
  kind,
  headers,
  secondName,
}: {
  chart: C;
  range: Range;
  title: string;
  name: string;
  empty: string;
  isEmpty: (data: AnalyticsAnswers[C]) => boolean;
  describe: (data: AnalyticsAnswers[C]) => string;
  points: (data: AnalyticsAnswers[C]) => DrawingPoint[];
  kind: 'days' | 'ranking';
  /** The label column and the value column, and a third for the second series when there is one. */
  headers: [string, string] | [string, string, string];
  /** The second series' name (its values are the points' `second`). */
  secondName?: string;
}) {
  const query = useAnalytics(chart, range);
  const headingId = `analytics-${chart}-heading`;
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Loading {title.toLowerCase()}...
      </p>
    );
  } else if (query.isError) {
    body = (
      <div className="grid justify-items-start gap-2">
        <FormAlert>
          Could not load {title.toLowerCase()}: {query.error.message}
        </FormAlert>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? <Spinner /> : null} Try again
        </Button>
      </div>
    );
  } else if (isEmpty(query.data)) {
    body = <EmptyState>{empty}</EmptyState>;
  } else {
    const data = points(query.data);
    body = (
      <>
        <p className="text-sm">{describe(query.data)}</p>
        <div aria-hidden="true" className="h-64 w-full">
          <Suspense fallback={null}>
            <AnalyticsDrawing kind={kind} data={data} name={name} secondName={secondName} />
          </Suspense>
        </div>
        <details className="text-sm">
          <summary className="cursor-pointer rounded font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring">Show the figures as a table</summary>
          <div className="mt-2 max-h-72 overflow-auto">
            <table className="w-full border-collapse">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr>
                  {headers.map((header) => (
                    <th key={header} scope="col" className={th}>
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.map((point) => (
                  <tr key={point.label}>
                    <td className={`${td} break-all`}>{point.label}</td>
                    <td className={td}>{number(point.value)}</td>
                    {headers.length === 3 ? <td className={td}>{number(point.second ?? 0)}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      {body}
    </section>
  );
}

const dayPoints = (data: AnalyticsDaily) => data.days.map((day) => ({ label: day.day, value: day.value }));

function busiest(data: AnalyticsDaily): string {
  const top = data.days.reduce((best, day) => (day.value > best.value ? day : best), data.days[0]!);
  return `the most on ${top.day} (${number(top.value)})`;
}

function describeDaily(data: AnalyticsDaily, what: string): string {
  return `${number(data.total)} ${what} in ${data.days.length} days, ${busiest(data)}.`;
}

function describeActiveUsers(data: AnalyticsDaily): string {
  const average = Math.round((data.total / data.days.length) * 10) / 10;
  return `${number(average)} signed-in users a day on average over ${data.days.length} days, ${busiest(data)}.`;
}

function DailyCard({
  chart,
  range,
  title,
  name,
  describe,
  empty,
}: {
  chart: 'daily-active-users' | 'searches';
  range: Range;
  title: string;
  name: string;
  describe: (data: AnalyticsDaily) => string;
  empty: string;
}) {
  return (
    <ChartCard
      chart={chart}
      range={range}
      title={title}
      name={name}
      empty={empty}
      isEmpty={(data) => data.days.every((day) => day.value === 0)}
      describe={describe}
      points={dayPoints}
      kind="days"
      headers={['Day', name]}
    />
  );
}

/** Points awarded and points reversed per day, two series (decision 050): the net alone would hide what was taken back. */
function describePoints(data: AnalyticsPoints): string {
  const top = data.days.reduce((best, day) => (day.awarded > best.awarded ? day : best), data.days[0]!);
  const net = data.awarded - data.reversed;
  return `${number(data.awarded)} points awarded and ${number(data.reversed)} reversed in ${data.days.length} days (net ${number(net)}), the most awarded on ${top.day} (${number(top.awarded)}).`;
}

function PointsCard({ range }: { range: Range }) {
  return (
    <ChartCard
      chart="points"
      range={range}
      title="Points awarded and reversed"
      name="Points awarded"
      secondName="Points reversed"
      empty="No points awarded or reversed in this range."
      isEmpty={(data: AnalyticsPoints) => data.awarded === 0 && data.reversed === 0}
      describe={describePoints}
      points={(data) => data.days.map((day) => ({ label: day.day, value: day.awarded, second: day.reversed }))}
      kind="days"
      headers={['Day', 'Points awarded', 'Points reversed']}
    />
  );
}

function PageViewsCard({ range }: { range: Range }) {
  return (
    <ChartCard
      chart="page-views"
      range={range}
      title="Page views per route"
      name="Page views"
      empty="No page views in this range."
      isEmpty={(data: AnalyticsPageViews) => data.total === 0}
      describe={(data) => `${number(data.total)} page views; the busiest route is ${data.routes[0]!.route} (${number(data.routes[0]!.views)}).`}
      points={(data) => data.routes.map((route) => ({ label: route.route, value: route.views }))}
      kind="ranking"
      headers={['Route', 'Page views']}
    />
  );
}

function FunnelCard({ range }: { range: Range }) {
  return (
    <ChartCard
      chart="funnel"
      range={range}
      title="Sign-up funnel"
      name="Accounts"
      empty="No sign-ups in this range."
      isEmpty={(data: AnalyticsFunnel) => data.steps[0]!.count === 0}
      describe={(data) => {
        const [signedUp, published, submitted] = data.steps.map((step) => step.count) as [number, number, number];
        return `${number(signedUp)} signed up in the range; ${number(published)} (${percent(published, signedUp)}) published a player profile; ${number(submitted)} (${percent(submitted, signedUp)}) then submitted an interest form.`;
      }}
      points={(data) => data.steps.map((step) => ({ label: step.label, value: step.count }))}
      kind="ranking"
      headers={['Step', 'Accounts']}
    />
  );
}
