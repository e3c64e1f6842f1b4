/** The Links tab's dates: an expiry picked as a day ends at that day's last second, local time. */
export function expiryFromDay(day: string): string | null {
  if (!day) return null;
  return new Date(`${day}T23:59:59`).toISOString();
}

/** The local day (YYYY-MM-DD) of an instant, for a date field. */
export function dayOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
