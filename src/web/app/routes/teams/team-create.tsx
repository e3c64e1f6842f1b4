/** Placeholder until built in this issue. */
export function TeamCreateRoute() {
  return null;
}
