import type { TournamentType } from '#shared/value-sets.ts';

export const TOURNAMENT_TYPE_LABELS: Record<TournamentType, string> = { online: 'Online', lan: 'LAN', hybrid: 'Hybrid' };

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 1500 → "$1,500.00". */
export function formatPrizePool(amount: number): string {
  return USD.format(amount);
}
