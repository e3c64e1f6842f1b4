/**
 * Matchmaking (issue 14.6, docs/decisions/047): the demo player opens
 * /matchmaking, where "Find a team" lists the demo team's post first with its
 * match and a "Why?" explanation factor by factor; the player applies with
 * a message. The team's owner finds the application on the team's
 * Recruiting tab and as a message in the inbox. The screen passes axe in
 * both themes at 360 px.
 */
import { DEMO_MATCHMAKING_POST, DEMO_MATCHMAKING_TEAM } from '../../src/server/seed/seed-demo-matchmaking.ts';
import { expectAccessibleInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { signInAsDemo } from '../support/sign-in.ts';

test('a player finds a team post in matchmaking and applies; the team owner sees the application', async ({ browser, page }) => {
  await signInAsDemo(page.request, 'Player');
  await page.goto('/matchmaking');
  const card = page.getByRole('article', { name: DEMO_MATCHMAKING_POST.title });
  await expect(card).toBeVisible();
  await expect(card).toContainText(DEMO_MATCHMAKING_TEAM.name);
  await expect(card).toContainText('Excellent');

  await card.getByRole('button', { name: /^Why \d+%\?/ }).click();
  const why = page.getByRole('dialog');
  await expect(why).toContainText('Roles needed');
  await page.keyboard.press('Escape');
  await expect(why).toBeHidden();

  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessibleInBothThemes(page, { include: 'main' });
  await page.setViewportSize({ width: 1280, height: 800 });

  await card.getByRole('button', { name: `Apply to ${DEMO_MATCHMAKING_POST.title}` }).click();
  const apply = page.getByRole('dialog');
  await apply.getByLabel('Message (optional)').fill('I main Sova and Fade; free weekday evenings.');
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Application sent', { exact: false })).toBeVisible();
  await expect(card.getByText('Applied', { exact: true })).toBeVisible();

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAsDemo(owner.request, 'Team owner');
  const teams = await owner.request.get(`/api/teams?q=${encodeURIComponent('Lakeshore Legends')}`);
  const team = ((await teams.json()) as { teams: { id: string; name: string }[] }).teams.find((row) => row.name === DEMO_MATCHMAKING_TEAM.name);
  expect(team, 'the demo matchmaking team').toBeDefined();
  await owner.goto(`/teams/${team!.id}/manage?tab=recruiting`);
  const applications = owner.getByRole('region', { name: 'Applications' });
  await expect(applications).toContainText(`Parker Player applied to ${DEMO_MATCHMAKING_POST.title}`);
  await owner.goto('/inbox');
  await expect(owner.getByText(`Application: ${DEMO_MATCHMAKING_POST.title}`, { exact: false }).first()).toBeVisible();
  await ownerContext.close();
});
