/**
 * The analytics charts (recharts), loaded with the Analytics tab only:
 * attendance rate per player, and attendance rate and practices per week.
 * Each chart has its figures as a table beside it for screen readers and
 * keyboard users.
 */
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TeamAnalytics } from '#shared/contracts/teams-analytics.ts';
import { formatRate, formatWeek } from './analytics-format.ts';
import { personName } from '../role-labels.ts';

const AXIS = { fontSize: 12, fill: 'var(--color-muted-foreground)' };
const TOOLTIP_STYLE = {
  backgroundColor: 'var(--color-popover)',
  borderColor: 'var(--color-border)',
  color: 'var(--color-popover-foreground)',
  borderRadius: 8,
};

function ChartFigure({ title, description, table, children }: { title: string; description: string; table: ReactNode; children: ReactNode }) {
  return (
    <figure className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <figcaption className="grid gap-1">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-muted-foreground">{description}</span>
      </figcaption>
      {/* The table below carries the figures; the drawing is hidden from assistive technology and the tab order. */}
      <div aria-hidden="true" className="h-64 w-full">
        {children}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer rounded font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring">
          Show the figures as a table
        </summary>
        <div className="mt-2 overflow-x-auto">{table}</div>
      </details>
    </figure>
  );
}

const th = 'border-b px-2 py-1.5 text-left font-semibold';
const td = 'border-b px-2 py-1.5';

export default function AnalyticsCharts({ analytics }: { analytics: TeamAnalytics }) {
  const players = analytics.players.map((player) => ({
    ...player,
    name: personName(player),
    percent: player.rate === null ? null : Math.round(player.rate * 100),
  }));
  const weeks = analytics.weeks.map((week) => ({
    label: formatWeek(week.week),
    percent: week.attendanceRate === null ? null : Math.round(week.attendanceRate * 100),
    practices: week.practices,
    week: week.week,
    attendanceRate: week.attendanceRate,
  }));

  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <ChartFigure
        title="Attendance rate per player"
        description="Practices attended out of those held since the player joined."
        table={
          <table className="w-full min-w-96 border-collapse">
            <thead>
              <tr>
                <th className={th}>Player</th>
                <th className={th}>Rate</th>
                <th className={th}>Attended</th>
                <th className={th}>Maybe</th>
                <th className={th}>Missed</th>
                <th className={th}>No response</th>
              </tr>
            </thead>
            <tbody>
              {players.map((player) => (
                <tr key={player.userId}>
                  <td className={td}>{player.name}</td>
                  <td className={td}>{formatRate(player.rate)}</td>
                  <td className={td}>{player.attended}</td>
                  <td className={td}>{player.maybe}</td>
                  <td className={td}>{player.missed}</td>
                  <td className={td}>{player.noResponse}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={players} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis dataKey="name" tick={AXIS} interval={0} angle={-20} textAnchor="end" height={50} />
            <YAxis domain={[0, 100]} tick={AXIS} unit="%" />
            <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(value) => [`${String(value)}%`, 'Attendance']} />
            <Bar dataKey="percent" name="Attendance" fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>

      <ChartFigure
        title="Attendance and practices per week"
        description="The last 12 weeks; weeks start on Monday."
        table={
          <table className="w-full min-w-72 border-collapse">
            <thead>
              <tr>
                <th className={th}>Week of</th>
                <th className={th}>Practices</th>
                <th className={th}>Attendance rate</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.week}>
                  <td className={td}>{week.label}</td>
                  <td className={td}>{week.practices}</td>
                  <td className={td}>{formatRate(week.attendanceRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart accessibilityLayer={false} data={weeks} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis dataKey="label" tick={AXIS} />
            <YAxis yAxisId="rate" domain={[0, 100]} tick={AXIS} unit="%" />
            <YAxis yAxisId="practices" orientation="right" allowDecimals={false} tick={AXIS} />
            <Tooltip contentStyle={TOOLTIP_STYLE} />
            <Legend />
            <Line
              yAxisId="rate"
              type="monotone"
              dataKey="percent"
              name="Attendance rate (%)"
              stroke="var(--color-primary)"
              strokeWidth={2}
              connectNulls
            />
            <Line
              yAxisId="practices"
              type="monotone"
              dataKey="practices"
              name="Practices"
              stroke="var(--color-highlight)"
              strokeWidth={2}
              strokeDasharray="5 3"
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartFigure>
    </div>
  );
}
