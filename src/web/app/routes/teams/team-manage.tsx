/** Placeholder until built in this issue. */
export function TeamManageRoute() {
  return null;
}
