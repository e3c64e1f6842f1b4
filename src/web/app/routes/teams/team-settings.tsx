/** Placeholder until built in this issue. */
export function TeamSettingsRoute() {
  return null;
}
