/**
 * The drawings of the Analytics section (recharts, a chunk of its own,
 * loaded once a chart has figures). Purely visual: each card shows the same
 * figures as a summary and a table, so the drawing is hidden from assistive
 * technology. Colours are the theme's tokens (primary bars on the card
 * background in both themes).
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface DrawingPoint {
  label: string;
  value: number;
  /** A second series beside the first (points reversed beside points awarded), drawn when `secondName` is given. */
  second?: number;
}

const AXIS = { fontSize: 12, fill: 'var(--color-muted-foreground)' };
const TOOLTIP_STYLE = {
  backgroundColor: 'var(--color-popover)',
  borderColor: 'var(--color-border)',
  color: 'var(--color-popover-foreground)',
  borderRadius: 8,
};

const LEGEND_STYLE = { fontSize: 12, color: 'var(--color-muted-foreground)' };

/**
 * `days`: one bar per day, left to right (with `secondName`, two bars a day:
 * the second in the theme's destructive colour, and a legend); `ranking`:
 * horizontal bars, largest first (routes, funnel steps).
 */
export default function AnalyticsDrawing({ kind, data, name, secondName }: { kind: 'days' | 'ranking'; data: DrawingPoint[]; name: string; secondName?: string }) {
  if (kind === 'days') {
    return (
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
          <XAxis dataKey="label" tick={AXIS} tickFormatter={(day: string) => day.slice(5)} minTickGap={16} />
          <YAxis allowDecimals={false} tick={AXIS} width={48} />
          <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--color-muted)' }} />
          <Bar dataKey="value" name={name} fill="var(--color-primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          {secondName ? <Bar dataKey="second" name={secondName} fill="var(--color-destructive)" radius={[3, 3, 0, 0]} isAnimationActive={false} /> : null}
          {secondName ? <Legend wrapperStyle={LEGEND_STYLE} /> : null}
        </BarChart>
      </ResponsiveContainer>
    );
  }
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS} />
        <YAxis type="category" dataKey="label" tick={AXIS} width={150} interval={0} />
        <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--color-muted)' }} />
        <Bar dataKey="value" name={name} fill="var(--color-primary)" radius={[0, 3, 3, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
