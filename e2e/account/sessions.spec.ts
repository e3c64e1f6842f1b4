/**
 * My Account, Sessions (issue 10.10): the user sees where they are signed
 * in, with "This device" for this browser, and signs another browser out;
 * that browser is then signed out.
 */
import { E2E_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { signUpConfirmed } from '../support/sign-up.ts';

const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('a user signs another browser out from the sessions list', async ({ page, browser, outbox }) => {
  const email = uniqueEmail('sessions');
  await signUpConfirmed(page.request, outbox, { email, password: E2E_PASSWORD, displayName: 'Session Keeper', birthDate: '1991-03-03', accountType: 'player' });

  // Another browser: a phone.
  const phone = await browser.newContext({ userAgent: PHONE_AGENT });
  try {
    const signIn = await phone.request.post('/api/auth/sign-in/email', { data: { email, password: E2E_PASSWORD } });
    expect(signIn.status()).toBe(200);
    expect(await signIn.json()).not.toHaveProperty('token');

    await page.goto('/account');
    const list = page.getByRole('list', { name: 'Active sessions' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText('This device');
    await expect(list).toContainText('Safari on iPhone');

    await page.getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Session signed out');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible();

    const phoneMe = await (await phone.request.get('/api/me')).json();
    expect(phoneMe.user).toBeNull();
    const me = await (await page.request.get('/api/me')).json();
    expect(me.user.email).toBe(email);
  } finally {
    await phone.close();
  }
});
