/** How a card says its distance under the distance sort (docs/decisions/029): "312 mi from 43210", "In Ohio". */
import { COLLEGE_STATES, nearIsState } from '#shared/contracts/colleges.ts';

/** The origin as words: the ZIP code, or the state's name. */
export function nearLabel(near: string): string {
  return nearIsState(near) ? COLLEGE_STATES[near] : near;
}

export function distanceLabel(miles: number | null | undefined, near: string): string {
  if (miles === null || miles === undefined) return 'Distance unknown';
  if (nearIsState(near) && miles === 0) return `In ${COLLEGE_STATES[near]}`;
  if (miles < 1) return `Under 1 mi from ${nearLabel(near)}`;
  return `${Math.round(miles).toLocaleString('en-US')} mi from ${nearLabel(near)}`;
}
