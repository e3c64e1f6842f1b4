/**
 * Polls a state, never a time, in tests that drive a separate process (a built server, a PostgreSQL that is
 * stopped and started): resolves when `check` holds, and fails after `timeoutMs` naming what it waited for.
 */
export async function waitForState(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number, pollMs = 25): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
