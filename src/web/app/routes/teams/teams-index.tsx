/** Placeholder until built in this issue. */
export function TeamsIndexRoute() {
  return null;
}
