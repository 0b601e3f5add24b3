import type { Page } from '@playwright/test';
import { PASSWORD_SPECIALS } from '@krishi/contract';
import { paths } from '../src/config/paths';
import {
  apiLogin,
  apiRegister,
  apiRegisterWithEmail,
  apiRequestResetCode,
  apiSetPassword,
  codeMailedTo,
  newEmail,
  newPhone,
  openLoggedIn,
} from './auth';
import { seriousFindings } from './axe';
import { appStarted, expect, storedValue, test, type Translate } from './fixtures';

/** A registered user whose profile carries a new e-mail. */
async function userWithEmail(request: Parameters<typeof apiLogin>[0], firstName: string): Promise<string> {
  const email = newEmail();
  await apiRegisterWithEmail(request, await apiLogin(request, newPhone()), firstName, email);
  return email;
}

async function askForCode(page: Page, t: Translate, email: string) {
  await page.goto(paths.forgotPassword());
  await page.getByLabel(t('passwords.email')).fill(email);
  await page.getByRole('button', { name: t('passwords.send') }).click();
  await expect(page.getByText(t('passwords.emailSent'))).toBeVisible();
  await expect(page).toHaveURL(paths.verifyResetCode());
}

async function expectWelcome(page: Page, t: Translate, name: string) {
  // A login reloads the page: its menu answers once the app has taken over the new one. Just
  // after a reset the page may still be settling on home, which closes a menu opened meanwhile:
  // it is opened again, as a person would.
  await appStarted(page);
  const account = page.getByRole('button', { name: t('layout.account') });
  const welcome = page.getByText(t('layout.welcome', { name }));
  await expect(async () => {
    if ((await account.getAttribute('aria-expanded')) !== 'true') await account.click();
    await expect(welcome).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

test('a user resets the password with the e-mailed code and is logged in on the home page', async ({
  page,
  request,
  t,
}) => {
  const email = await userWithEmail(request, 'Kaveri');
  await askForCode(page, t, email);
  await expect(page.getByText(t('passwords.codeHelp', { email }))).toBeVisible();

  await page.getByLabel(t('passwords.codeLabel')).fill(await codeMailedTo(email));
  await page.getByRole('button', { name: t('passwords.verify') }).click();
  await expect(page).toHaveURL(paths.resetPassword());

  await page.getByLabel(t('passwords.newPassword')).fill('Paddy#Field24');
  await page.getByRole('button', { name: t('passwords.reset') }).click();

  await expect(page.getByText(t('passwords.resetDone'))).toBeVisible();
  await expect(page).toHaveURL(paths.home());
  expect(await storedValue(page, 'authToken')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(await storedValue(page, 'password')).toBeNull();
  await expectWelcome(page, t, 'Kaveri');
});

test('the forgot password form says what is wrong with the e-mail', async ({ page, t }) => {
  await page.goto(paths.forgotPassword());
  await page.getByRole('button', { name: t('passwords.send') }).click();
  await expect(page.getByText(t('error.emailRequired'))).toBeVisible();
  await page.getByLabel(t('passwords.email')).fill('farmer@');
  await page.getByRole('button', { name: t('passwords.send') }).click();
  await expect(page.getByText(t('error.emailNotValid'))).toBeVisible();
});

test('an e-mail without an account is answered alike and goes on to the code', async ({ page, t }) => {
  await askForCode(page, t, newEmail());
  await expect(page.getByLabel(t('passwords.codeLabel'))).toBeVisible();
});

test.describe('a refused code', () => {
  // The browser logs the refused call.
  test.use({ allowedConsoleErrors: /status of 400/ });

  test('the code screen says what is wrong with the code, and shows the server message for a wrong one', async ({
    page,
    request,
    t,
  }) => {
    const email = await userWithEmail(request, 'Ganga');
    await askForCode(page, t, email);
    const code = await codeMailedTo(email);
    const verify = page.getByRole('button', { name: t('passwords.verify') });

    await verify.click();
    await expect(page.getByText(t('error.resetCodeRequired'))).toBeVisible();
    await page.getByLabel(t('passwords.codeLabel')).fill('123');
    await verify.click();
    await expect(page.getByText(t('error.resetCodeInvalid'))).toBeVisible();

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel(t('passwords.codeLabel')).fill(wrong);
    await verify.click();
    const banner = page.getByRole('alert').filter({ hasText: t('passwords.failed') });
    await expect(banner).toContainText(t('error.resetCodeWrongOrExpired'));
    await expect(page).toHaveURL(paths.verifyResetCode());
  });
});

test.describe('a code replaced before the reset', () => {
  // The browser logs the refused reset.
  test.use({ allowedConsoleErrors: /status of 400/ });

  test('the reset is refused with the server message and offers a new code', async ({ page, request, t }) => {
    const email = await userWithEmail(request, 'Bhadra');
    await askForCode(page, t, email);
    await page.getByLabel(t('passwords.codeLabel')).fill(await codeMailedTo(email));
    await page.getByRole('button', { name: t('passwords.verify') }).click();
    await expect(page).toHaveURL(paths.resetPassword());

    // Another request (another tab) replaces the code.
    await apiRequestResetCode(request, email);
    await page.getByLabel(t('passwords.newPassword')).fill('Paddy#Field24');
    await page.getByRole('button', { name: t('passwords.reset') }).click();
    const banner = page.getByRole('alert').filter({ hasText: t('passwords.failed') });
    await expect(banner).toContainText(t('error.resetCodeWrongOrExpired'));
    expect(await storedValue(page, 'authToken')).toBeNull();
    await page.getByRole('link', { name: t('passwords.startAgain') }).click();
    await expect(page).toHaveURL(paths.forgotPassword());
    await expect(page.getByLabel(t('passwords.email'))).toHaveValue(email);
  });
});

test('the new password screen ticks off each rule as it is typed and names the first one missing', async ({
  page,
  request,
  t,
}) => {
  const email = await userWithEmail(request, 'Tunga');
  await askForCode(page, t, email);
  await page.getByLabel(t('passwords.codeLabel')).fill(await codeMailedTo(email));
  await page.getByRole('button', { name: t('passwords.verify') }).click();
  await expect(page).toHaveURL(paths.resetPassword());

  const rule = (key: Parameters<Translate>[0]) =>
    page.getByRole('listitem').filter({ hasText: t(key, { chars: PASSWORD_SPECIALS }) });
  const password = page.getByLabel(t('passwords.newPassword'));
  const reset = page.getByRole('button', { name: t('passwords.reset') });

  await reset.click();
  await expect(page.getByText(t('error.passwordRequired'))).toBeVisible();

  await password.fill('abc');
  await expect(rule('passwords.rule.letter')).toHaveAttribute('data-met', 'true');
  await expect(rule('passwords.rule.length')).toHaveAttribute('data-met', 'false');
  await reset.click();
  await expect(page.getByText(t('error.passwordTooShort'))).toBeVisible();

  await password.fill('abcdefgh');
  await reset.click();
  await expect(page.getByText(t('error.passwordNeedsNumber'))).toBeVisible();

  await password.fill('abcdefg1');
  await expect(rule('passwords.rule.number')).toHaveAttribute('data-met', 'true');
  await reset.click();
  await expect(page.getByText(t('error.passwordNeedsSpecial'))).toBeVisible();

  await password.fill('12345678#');
  await expect(rule('passwords.rule.special')).toHaveAttribute('data-met', 'true');
  await reset.click();
  await expect(page.getByText(t('error.passwordNeedsLetter'))).toBeVisible();
  await expect(page).toHaveURL(paths.resetPassword());
});

test.describe('a refused password', () => {
  // The browser logs the refused login.
  test.use({ allowedConsoleErrors: /status of 400/ });

  test('a user with a password logs in with e-mail and password; a wrong one shows the reason', async ({
    page,
    request,
    t,
  }) => {
    const email = await userWithEmail(request, 'Hemavathi');
    await apiSetPassword(request, email, 'Ragi#Crop77');

    await page.goto(paths.login());
    await page.getByRole('button', { name: t('passwords.loginWithEmail') }).click();
    await expect(page.getByRole('link', { name: t('passwords.forgotLink') })).toHaveAttribute(
      'href',
      paths.forgotPassword(),
    );
    await page.getByLabel(t('passwords.email')).fill(email);
    await page.getByLabel(t('passwords.password'), { exact: true }).fill('Ragi#Crop78');
    await page.getByRole('button', { name: t('passwords.login'), exact: true }).click();
    const banner = page.getByRole('alert').filter({ hasText: t('passwords.failed') });
    await expect(banner).toContainText(t('error.emailLoginFailed'));

    await page.getByLabel(t('passwords.password'), { exact: true }).fill('Ragi#Crop77');
    await page.getByRole('button', { name: t('passwords.login'), exact: true }).click();
    await expect(page).toHaveURL(paths.home());
    expect(await storedValue(page, 'authToken')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expectWelcome(page, t, 'Hemavathi');
  });
});

test('the phone login stays first, with the e-mail way one button away', async ({ page, t }) => {
  await page.goto(paths.login());
  await expect(page.getByLabel(t('auth.phoneLabel'))).toBeVisible();
  await page.getByRole('button', { name: t('passwords.loginWithEmail') }).click();
  await expect(page.getByLabel(t('passwords.email'))).toBeVisible();
  await page.getByRole('link', { name: t('passwords.forgotLink') }).click();
  await expect(page).toHaveURL(paths.forgotPassword());
});

test.describe('the profile e-mail', () => {
  // The browser logs the refused save.
  test.use({ allowedConsoleErrors: /status of (400|429)/ });

  test('is saved on the profile, checked, and refused when another account has it', async ({ page, request, t }) => {
    const taken = await userWithEmail(request, 'Sharavathi');
    const session = await apiLogin(request, newPhone());
    await apiRegister(request, session, 'Netravathi');
    await openLoggedIn(page, session, paths.yourAccount());
    const email = page.getByLabel(t('passwords.profileEmail'));
    const update = page.getByRole('button', { name: t('profile.update') });
    await expect(email).toHaveValue('');

    await email.fill('farmer@');
    await update.click();
    await expect(page.getByText(t('error.emailNotValid'))).toBeVisible();

    await email.fill(taken);
    await update.click();
    await expect(page.getByText(t('error.emailTaken'))).toBeVisible();
    await expect(page.getByText(t('profile.updateFailed'))).toBeVisible();

    const own = newEmail();
    await email.fill(own);
    await update.click();
    await expect(page.getByText(t('profile.updated'))).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(t('passwords.profileEmail'))).toHaveValue(own);
  });

  test('a sixth new e-mail within the hour is refused at the field, in the page language', async ({
    page,
    request,
    t,
  }) => {
    const session = await apiLogin(request, newPhone());
    for (let i = 0; i < 5; i++) await apiRegisterWithEmail(request, session, 'Kaveri', newEmail());
    await openLoggedIn(page, session, paths.yourAccount());

    await page.getByLabel(t('passwords.profileEmail')).fill(newEmail());
    await page.getByRole('button', { name: t('profile.update') }).click();

    await expect(page.getByText(t('error.emailChangeLimit'))).toBeVisible();
  });
});

/** axe's serious and critical findings on the page as it is, and whether it is wider than the screen. */
async function problems(page: Page): Promise<string[]> {
  const found = await seriousFindings(page);
  const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  return overflows ? [...found, 'wider than the screen'] : found;
}

test('every reset screen and the e-mail login fit the screen with no serious accessibility problem', async ({
  page,
  request,
  t,
}) => {
  const email = await userWithEmail(request, 'Kabini');
  await page.goto(paths.login());
  await page.getByRole('button', { name: t('passwords.loginWithEmail') }).click();
  expect(await problems(page)).toEqual([]);

  await askForCode(page, t, email);
  await page.getByRole('button', { name: t('passwords.verify') }).click();
  await expect(page.getByText(t('error.resetCodeRequired'))).toBeVisible();
  expect(await problems(page)).toEqual([]);

  await page.getByLabel(t('passwords.codeLabel')).fill(await codeMailedTo(email));
  await page.getByRole('button', { name: t('passwords.verify') }).click();
  await page.getByLabel(t('passwords.newPassword')).fill('abc');
  await page.getByRole('button', { name: t('passwords.reset') }).click();
  await expect(page.getByText(t('error.passwordTooShort'))).toBeVisible();
  expect(await problems(page)).toEqual([]);

  await page.goto(paths.forgotPassword());
  expect(await problems(page)).toEqual([]);
});
