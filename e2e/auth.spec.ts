import { asReturningVisitor, expect, goto, test } from './support/fixtures';
import { PASSWORD, allowRefusals, chooseFromAccountMenu, fillSignIn, handlerOnScreen, logOutViaMenu, nextCode, seenMessages, totpCode, typeCode, uniqueEmail } from './auth-support';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('sign up, verify, sign in, turn on TOTP, sign in with MFA, reset the password and sign in again', async ({ page, request, consoleErrors }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('journey');

  await test.step('sign up', async () => {
    await goto(page, '/auth/signup');
    await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short1');
    await page.getByLabel('Confirm password').fill('short2');
    await page.getByRole('button', { name: 'SIGN UP', exact: true }).click();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'SIGN UP', exact: true }).click();
    await expect(page.getByText('Your account has been created')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/auth/verify/${encodeURIComponent(email).replace(/[.]/g, '\\.')}`));
  });

  await test.step('a wrong code, then the code from the mailbox', async () => {
    await expect(page.getByRole('heading', { name: 'Account Verification' })).toBeVisible();
    const code = await nextCode(request, email);
    const wrong = code === '000000' ? '111111' : '000000';
    await typeCode(page, 'Verification code', wrong);
    await expect(page.getByText(/^We received an error during validation of your account\. Error: /)).toBeVisible();
    await typeCode(page, 'Verification code', code);
    await expect(page.getByText('Your account has been verified! Please login using the created credentials.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/signin/);
  });

  let handler = '';
  await test.step('sign in', async () => {
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await fillSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    handler = await handlerOnScreen(page);
    await expect(page.getByRole('link', { name: 'My Collection' })).toBeVisible();
  });

  let secret = '';
  let lastStep = -1;
  await test.step('turn on two-factor authentication from Settings', async () => {
    await chooseFromAccountMenu(page, handler, 'Settings');
    await expect(page).toHaveURL(/\/profile\?page=settings/);
    const mfa = page.getByRole('region', { name: 'Two-factor authentication' });
    await mfa.getByRole('button', { name: 'Turn on' }).click();
    const key = mfa.getByLabel('Secret key');
    await expect(key).toBeVisible();
    secret = ((await key.textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const { code, step } = await totpCode(secret);
    lastStep = step;
    await typeCode(page, 'Authenticator code', code);
    await expect(page.getByText('MFA code verified.')).toBeVisible();
    await expect(mfa.getByText('On', { exact: true })).toBeVisible();
  });

  await test.step('sign out, then sign in with the authenticator', async () => {
    await logOutViaMenu(page, handler);
    await goto(page, '/auth/signin');
    await fillSignIn(page, email, PASSWORD);
    await expect(page.getByRole('heading', { name: 'Authenticator Verification' })).toBeVisible();
    await typeCode(page, 'Authenticator code', '000000');
    await expect(page.getByText('Invalid authenticator code.')).toBeVisible();
    const { code } = await totpCode(secret, lastStep);
    await typeCode(page, 'Authenticator code', code);
    await expect(page.getByRole('button', { name: `@${handler}` })).toBeVisible();
    await logOutViaMenu(page, handler);
  });

  await test.step('forgot password: code by e-mail, new password, sign in with it', async () => {
    await goto(page, '/auth/signin');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password/);
    // The URL changes before the page's code has arrived; the sign-in form stays until then.
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    const seen = await seenMessages(request, email);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByText('Password reset request sent to your email')).toBeVisible();
    const code = await nextCode(request, email, seen);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByText('Please enter verification code and password')).toBeVisible();
    await typeCode(page, 'Verification code', code);
    await page.getByLabel('New password').fill('New-cellar-2027');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByText('Password reset successful! Please login using your new password')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/signin/);
    await fillSignIn(page, email, PASSWORD);
    await expect(page.getByText('Incorrect username or password.')).toBeVisible();
    await fillSignIn(page, email, 'New-cellar-2027');
    await expect(page.getByRole('heading', { name: 'Authenticator Verification' })).toBeVisible();
    const { code: totp } = await totpCode(secret, lastStep + 1);
    await typeCode(page, 'Authenticator code', totp);
    await expect(page.getByRole('button', { name: `@${handler}` })).toBeVisible();
  });
  allowRefusals(consoleErrors, [400]);
});

test('Google sign-in through the local OIDC provider returns to where the visitor was', async ({ page, consoleErrors }) => {
  const email = uniqueEmail('google');
  // The provider returns to the server's PUBLIC_URL, which the e2e server sets to the base URL.
  await goto(page, '/auth/signin/?next=%2Fabout');
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name').fill('Gia Oakley');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await handlerOnScreen(page);

  await test.step('a Google account cannot reset a password', async () => {
    const handler = await handlerOnScreen(page);
    await logOutViaMenu(page, handler);
    await goto(page, '/auth/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByText('This account was registered with a Social Auth. Please try logging in via Google or Apple.')).toBeVisible();
  });
  // The stand-in provider's own page has no icon link, so Chromium asks for /favicon.ico and gets a 404.
  allowRefusals(consoleErrors, [404]);
});

test('a gated action on the release page opens the sign-in popup and comes back', async ({ page }) => {
  const releases = await page.request.get('/api/marketplace/v2/release?size=1');
  const [release] = ((await releases.json()) as { results: Array<{ brand: { slug: string }; releasePublicPk: string }> }).results;
  await goto(page, `/producers/${release.brand.slug}/${release.releasePublicPk}`);
  const action = page.getByRole('button', { name: /^(PURCHASE|PLACE BID)$/ });
  await expect(action).toBeVisible();
  const releaseUrl = page.url();
  await action.click();
  const popup = page.getByRole('dialog');
  await expect(popup.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]auth=signin/);
  await fillSignIn(popup, 'ben@caskmark.test', 'Demo-pass-2026');
  await expect(popup).toBeHidden();
  await expect(page.getByRole('button', { name: /^@/ })).toBeVisible();
  expect(page.url()).toBe(releaseUrl);
  await expect(page.getByRole('heading', { name: 'Release packs' })).toBeInViewport();
});

test('rate limits say how long to wait', async ({ page, consoleErrors }) => {
  const email = uniqueEmail('limited');
  await goto(page, '/auth/signin');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await fillSignIn(page, email, 'Not-the-password-1');
    await expect(page.getByText('Incorrect username or password.')).toBeVisible();
  }
  await fillSignIn(page, email, 'Not-the-password-1');
  await expect(page.getByText(/^Too many attempts\. Please try again in \d+ seconds\.$/)).toBeVisible();
  allowRefusals(consoleErrors, [400, 429]);
});

test('a guarded page sends visitors to sign in and back', async ({ page }) => {
  await goto(page, '/profile');
  await expect(page).toHaveURL(/\/auth\/signin\/\?next=%2Fprofile$/);
  await fillSignIn(page, 'ava@caskmark.test', 'Demo-pass-2026');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
});
