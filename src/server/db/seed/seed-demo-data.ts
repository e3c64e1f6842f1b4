import type { AppContext } from '#server/app-context.ts';

/** Seeds the demo data on the first run; returns true when it seeded. (Filled in by the seed work.) */
export async function seedDemoData(ctx: AppContext): Promise<boolean> {
  void ctx;
  return false;
}
