/** The web entry's zod setting reaches zod: no `new Function` probe under the CSP (issue 10.13). */
import { expect, it } from 'vitest';
import './zod-jitless.ts';
import { z } from 'zod';

it('makes zod jitless through its global config', () => {
  expect(z.config().jitless).toBe(true);
});
