import type { ShortLinkDay } from '#shared/contracts/short-links.ts';

const WIDTH = 120;
const HEIGHT = 28;

/** Clicks per day over `days` (oldest first; a day without a count is zero), as a small line. Its words are the label. */
export function ClicksSparkline({ days, counts }: { days: readonly string[]; counts: readonly ShortLinkDay[] }) {
  const byDay = new Map(counts.map((count) => [count.day, count.clicks]));
  const values = days.map((day) => byDay.get(day) ?? 0);
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? WIDTH / (values.length - 1) : WIDTH;
  const points = values.map((value, index) => `${(index * step).toFixed(1)},${(HEIGHT - 2 - (value / max) * (HEIGHT - 4)).toFixed(1)}`).join(' ');
  const total = values.reduce((sum, value) => sum + value, 0);
  const busiest = values.indexOf(Math.max(...values));
  const label =
    total === 0
      ? `No clicks in the last ${days.length} days`
      : `${total} ${total === 1 ? 'click' : 'clicks'} in the last ${days.length} days, most on ${days[busiest]} (${values[busiest]})`;
  return (
    <svg role="img" aria-label={label} width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="text-primary">
      <title>{label}</title>
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
