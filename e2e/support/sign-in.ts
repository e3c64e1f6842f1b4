/** Signs a request context in as a seeded demo account (page.request signs the page in too). */
import { expect, type APIRequestContext } from '@playwright/test';
import { demoAccount } from './accounts.ts';

export async function signInAsDemo(request: APIRequestContext, kind: string): Promise<ReturnType<typeof demoAccount>> {
  const account = demoAccount(kind);
  const response = await request.post('/api/auth/sign-in/email', { data: { email: account.email, password: account.password } });
  expect(response.ok(), `sign-in as ${kind}: ${response.status()} ${await response.text()}`).toBeTruthy();
  return account;
}
