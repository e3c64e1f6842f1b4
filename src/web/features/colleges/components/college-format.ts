/** How college facts read on cards and pages (US English, whole dollars). */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

export const NOT_REPORTED = 'Not reported';

export function formatUsd(value: number | null): string {
  return value === null ? NOT_REPORTED : usd.format(value);
}

export function formatCount(value: number | null): string {
  return value === null ? NOT_REPORTED : count.format(value);
}

/** A 0..1 share as a percent with at most one decimal: 0.0411 -> "4.1%". */
export function formatRate(value: number | null): string {
  return value === null ? NOT_REPORTED : `${Math.round(value * 1000) / 10}%`;
}

/** "1250 to 1440", or Not reported when either end is missing. */
export function formatRange(low: number | null, high: number | null): string {
  return low === null || high === null ? NOT_REPORTED : `${low} to ${high}`;
}

/** "$2,000 to $8,000 a year", or the no-scholarship text. */
export function formatScholarship(range: { min: number; max: number } | null, none = 'No esports scholarships'): string {
  if (range === null) return none;
  if (range.min === range.max) return `${usd.format(range.max)} a year`;
  return `${usd.format(range.min)} to ${usd.format(range.max)} a year`;
}
