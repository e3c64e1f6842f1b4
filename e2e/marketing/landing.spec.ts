/**
 * The landing page `/`: every section of spec sections 1 and 2.3, the two "how it works" overlays (the players' one passes axe),
 * a phone viewport; and /legacy-home. The page itself passes axe (WCAG 2.0 and 2.1, every impact, both themes) in
 * e2e/app/accessibility.spec.ts: one checkpoint per screen (docs/decisions/028).
 */
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('the landing page shows the hero, stats, split cards, games, stories and the final call to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Get found\. Get recruited\./ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/auth?tab=get-started');

  // Counted from the database (decision 070): the demo data's figures, not the spec's marketing text.
  const stats = page.getByRole('region', { name: 'Platform in numbers' });
  await expect(stats.getByRole('term')).toHaveText(['College programs listed', 'Members', 'Games', 'Confirmed commitments']);
  await expect(stats.getByRole('definition')).toHaveText([/^[\d,]+$/, /^[\d,]+$/, /^[1-9]\d*$/, /^[\d,]+$/]);
  await expect(stats.getByText('sample (demo) colleges and players included', { exact: false })).toBeVisible();
  await expect(page.getByText('220+')).toHaveCount(0);

  await expect(page.getByRole('heading', { name: 'Get discovered by college programs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Build your roster with the right players' })).toBeVisible();

  const games = page.getByRole('region', { name: 'Recruiting in the games you play' });
  for (const title of ['Valorant', 'League of Legends', 'Rocket League', 'Marvel Rivals']) {
    const card = games.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card.getByRole('definition')).toHaveText([/^[\d,]+$/, /^[\d,]+$/]);
    await expect(card.getByRole('link', { name: `See ${title} programs` })).toHaveAttribute(
      'href',
      `/colleges?games=${encodeURIComponent(title)}`,
    );
  }

  // Sample stories say so and name nobody (decision 070).
  const stories = page.getByRole('region', { name: 'Success stories' });
  const samples = stories.getByRole('list', { name: 'Sample stories' });
  await expect(samples.getByRole('listitem')).toHaveCount(3);
  await expect(samples.getByText('Sample', { exact: true })).toHaveCount(3);
  await expect(samples.getByText('Scholarship up to $15,000')).toBeVisible();
  await expect(samples.getByText('92% match')).toBeVisible();
  await expect(stories.getByText('Maya R.')).toHaveCount(0);

  const finalCta = page.getByRole('region', { name: 'Your next team is looking for you' });
  await expect(finalCta.getByRole('link', { name: 'Find Your Team Fit' })).toHaveAttribute('href', '/colleges');
  await expect(finalCta.getByRole('link', { name: 'Start Recruiting Now' })).toHaveAttribute('href', '/recruiting-dashboard');
});

test('the players overlay slides up with its three steps, keeps focus, and Escape returns focus to its button', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'How It Works for Players' });
  await opener.click();
  const sheet = page.getByRole('dialog', { name: 'How it works for players' });
  await expect(sheet).toBeVisible();
  for (const step of ['Discover Programs', 'Compatibility Match', 'Connect with Coaches']) {
    await expect(sheet.getByRole('heading', { name: step })).toBeVisible();
  }
  await expect(sheet.getByRole('link', { name: 'Find Your Team Fit' })).toHaveAttribute('href', '/colleges');
  // Focus moved into the sheet and Tab keeps it there.
  await expect(sheet.locator(':focus')).toHaveCount(1);
  for (let press = 0; press < 5; press += 1) {
    await page.keyboard.press('Tab');
    await expect(sheet.locator(':focus')).toHaveCount(1);
  }
  expect(await axeViolations(page, { seriousOnly: true, wcag21: true })).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the colleges overlay lists the pipeline stages and closes with its Close button', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'How It Works for Colleges' });
  await opener.click();
  const sheet = page.getByRole('dialog', { name: 'How it works for colleges' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Discover Players' })).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Manage Your Pipeline' })).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Collect Data with Custom Interest Forms' })).toBeVisible();
  await expect(sheet.getByRole('list', { name: 'Pipeline stages' }).getByRole('listitem')).toHaveText([
    /Interested/,
    /Contacted/,
    /Evaluating/,
    /Committed/,
  ]);
  await expect(sheet.getByRole('link', { name: 'Start Recruiting Now' })).toHaveAttribute('href', '/recruiting-dashboard');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();
});

test('on a 360 px phone the landing page fits the width and the overlay fills the bottom', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'How It Works for Players' }).click();
  const sheet = page.getByRole('dialog', { name: 'How it works for players' });
  await expect(sheet).toBeVisible();
  await expect
    .poll(async () => {
      const box = await sheet.boundingBox();
      return box ? Math.round(box.y + box.height) : -1;
    })
    .toBe(740);
});

test('/legacy-home keeps the compact older home with its links', async ({ page }) => {
  await page.goto('/legacy-home');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Esports recruiting for players, families and colleges' }),
  ).toBeVisible();
  await expect(page.getByText(/[\d,]+ college programs listed · [\d,]+ members/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth?tab=get-started');
  const links = page.getByRole('navigation', { name: 'More about the platform' });
  await links.getByRole('link', { name: 'The new home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Get found/ })).toBeVisible();
});

test('the information pages show their content', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Young players come first' })).toBeVisible();

  await page.goto('/features');
  await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
  await expect(page.getByText('A pipeline with the stages Interested, Contacted, Evaluating and Committed')).toBeVisible();

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  const tracking = page.getByRole('region', { name: 'Engagement tracking and points' });
  for (const item of ['page views', 'views of college profiles', 'recruitment actions', 'searches you run', 'shares of profiles', 'the points you earn']) {
    await expect(tracking.getByRole('listitem').filter({ hasText: item })).toBeVisible();
  }
  const minors = page.getByRole('region', { name: 'Players under 18' });
  await expect(minors.getByText('we do not accept accounts')).toBeVisible();
  await expect(minors.getByText('Email addresses are never shown in search', { exact: false })).toBeVisible();
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Retention and deletion' }).click();
  await expect(page).toHaveURL(/#retention$/);

  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expect(page.getByText('You must be 13 or older to create an account.')).toBeVisible();
  expect(await axeViolations(page, { seriousOnly: true, wcag21: true })).toEqual([]);
});
