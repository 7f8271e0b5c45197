import { approvedCollector, dollars, leaderboardRelease, PASSWORD } from './auction-board-support';
import { apiJson } from './catalogue-helpers';
import { advanceClock } from './checkout-support';
import { asReturningVisitor, expect, goto, test } from './support/fixtures';
import { signInWithEmail } from './wallet-support';

// Moves the shared business clock by hours (into the leaderboard's final hour, then past its close):
// runs in the 'clock-hours' project, after the minutes and before the days.
test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test("in the final hour a manual bid is taken; at the close the drawer closes with 'This auction has now ended'", async ({ page }) => {
  test.setTimeout(120_000);
  const { release, pack } = await leaderboardRelease(page.request);
  const { now } = await apiJson<{ now: string }>(page.request, '/dev/clock');
  const close = Date.parse(pack.lobbyCloseDate!);
  // 40 minutes before the close: inside the final hour. Id tokens follow the clock, so sign in after.
  const untilFinalHour = close - Date.parse(now) - 40 * 60_000;
  if (untilFinalHour > 0) await advanceClock(page.request, untilFinalHour);
  const bidder = await approvedCollector(page.request, 'board-manual', 50_000);
  await signInWithEmail(page, bidder.email, PASSWORD);
  await goto(page, `/leaderboard?releasePublicPk=${release.releasePublicPk}`);

  const card = page.getByRole('article', { name: `Leaderboard: ${pack.name}` });
  await expect(page.getByRole('button', { name: /^@/ }).first()).toBeVisible();
  await card.getByRole('button', { name: `PLACE BID on ${pack.name}` }).click();
  const drawer = page.getByRole('dialog', { name: 'PLACE LEADERBOARD BID' });
  await drawer.getByRole('button', { name: 'ENTER MANUAL BID' }).click();
  const minimumText = await drawer.getByText(/^Minimum manual bid is \$[\d,]+$/).innerText();
  const minimum = dollars(minimumText);
  // An amount off the ladder snaps to an allowed one after 2 s + 800 ms, with the spec's message.
  const field = drawer.getByRole('textbox', { name: 'Manual bid (USD)' });
  await field.fill(String(minimum + 1_030));
  await expect(drawer.getByText('Your max bid value is on the wrong increment. We recommend increasing it by 1 increment.')).toBeVisible({ timeout: 6_000 });
  const snapped = dollars(await field.inputValue());
  expect(snapped).toBeGreaterThanOrEqual(minimum);
  expect(snapped % 100).toBe(0);
  await drawer.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(page.getByText('Bid placed successfully!')).toBeVisible();
  await expect(drawer).toBeHidden();
  const mine = card.getByRole('list', { name: `Leaderboard of ${pack.name}` }).getByRole('listitem').filter({ hasText: `@${bidder.handler}` });
  await expect(mine).toContainText(`$${snapped.toLocaleString('en-US')}`);
  await expect(card.getByText('YOU ARE THE HIGHEST BIDDER')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('leaderboard-final-hour.png'), fullPage: false });

  // The close passes while the drawer is open: it closes with the spec's message, and bidding ends.
  await card.getByRole('button', { name: `PLACE BID on ${pack.name}` }).click();
  await expect(drawer).toBeVisible();
  await advanceClock(page.request, 41 * 60_000);
  await expect(drawer).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText('This auction has now ended. No further bids will be accepted').first()).toBeVisible();
  await expect(card.getByRole('button', { name: `PLACE BID on ${pack.name}` })).toHaveCount(0);
});
