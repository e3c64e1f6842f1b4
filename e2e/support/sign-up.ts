/**
 * Sign-up for journeys that need a signed-in new account: POST
 * /api/account/sign-up (which signs nobody in, docs/decisions/017), then
 * the confirmation link from the outbox, which signs the request context
 * (the page's, when given page.request) in.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { findLink, type Outbox } from './outbox.ts';

export interface SignUpData {
  email: string;
  password: string;
  displayName: string;
  birthDate: string;
  accountType: string;
  guardianEmail?: string;
}

/** The confirmation link emailed to `email` (the newest one). */
export async function confirmationLink(outbox: Outbox, email: string): Promise<string> {
  return findLink(await outbox.waitForMessage(email, 'Confirm your email address'), '/auth/confirm-email');
}

export async function signUpConfirmed(request: APIRequestContext, outbox: Outbox, data: SignUpData): Promise<void> {
  const response = await request.post('/api/account/sign-up', { data });
  expect(response.status(), await response.text()).toBe(202);
  const token = new URL(await confirmationLink(outbox, data.email)).searchParams.get('token');
  const confirmed = await request.post('/api/account/confirm-email', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}
