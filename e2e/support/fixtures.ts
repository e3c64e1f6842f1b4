/**
 * The e2e `test`: Playwright's, plus an `outbox` fixture (see outbox.ts).
 * Specs import { test, expect } from '../support/fixtures.ts'.
 */
import { test as base } from '@playwright/test';
import { Outbox } from './outbox.ts';

export const test = base.extend<{ outbox: Outbox }>({
  outbox: async ({ baseURL }, use) => {
    const outbox = await Outbox.open(baseURL ?? 'http://localhost:4173');
    await use(outbox);
    await outbox.dispose();
  },
});

export { expect } from '@playwright/test';
