import type { Page } from '@playwright/test';
import { OTP_LENGTH } from '@krishi/contract';
import { paths } from '../src/config/paths';
import { apiLogin, apiRegister, codeSentTo, newPhone, pasteInto } from './auth';
import { appStarted, expect, storedValue, test, type Translate } from './fixtures';

/** The phone step: types the number and asks for a code. */
async function askForCode(page: Page, t: Translate, phone: string) {
  await page.goto(paths.login());
  await page.getByLabel(t('auth.phoneLabel')).fill(phone);
  await page.getByRole('button', { name: t('auth.sendOtp') }).click();
  await expect(page.getByText(t('auth.otpSent'))).toBeVisible();
}

const box = (page: Page, t: Translate, n: number) =>
  page.getByLabel(t('auth.digit', { index: n, count: 6 }), { exact: true });

/** Types a whole code and waits until the server refused it (the boxes empty again). */
async function typeRefusedCode(page: Page, t: Translate, code: string) {
  await box(page, t, 1).pressSequentially(code);
  await expect(box(page, t, OTP_LENGTH)).toHaveValue('');
}

/** A code that is not the one sent: its first digit moved on by one. */
const wrongCode = (code: string) => code.replace(/^./, (d) => String((Number(d) + 1) % 10));

async function boxValues(page: Page, t: Translate): Promise<string[]> {
  const values: string[] = [];
  for (let n = 1; n <= 6; n += 1) values.push(await box(page, t, n).inputValue());
  return values;
}

test('a new user logs in with the texted code, registers with the place search, is welcomed and logs out', async ({
  page,
  t,
}) => {
  const phone = newPhone();
  await askForCode(page, t, phone);
  await box(page, t, 1).pressSequentially(await codeSentTo(phone));

  await expect(page.getByText(t('auth.verified'))).toBeVisible();
  await expect(page).toHaveURL(paths.register());
  expect(await storedValue(page, 'phoneNumber')).toBe(phone);
  expect(await storedValue(page, 'authToken')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(await storedValue(page, 'password')).toBeNull();

  await page.getByLabel(t('profile.firstName')).fill('Savitha');
  await page.getByLabel(t('profile.lastName')).fill('Hegde');
  await page.getByLabel(t('profile.gender.FEMALE')).check();
  await page.getByLabel(t('profile.userType')).selectOption('FARMER');
  await expect(page.getByLabel(t('profile.phoneNumber'))).toHaveValue(phone);

  await page.getByRole('combobox', { name: t('places.label') }).fill('571401');
  const place = page
    .getByRole('listbox', { name: t('places.suggestions') })
    .getByRole('option')
    .first();
  await expect(place).toBeVisible();
  await place.click();
  await expect(page.getByText(t('places.selected'))).toBeVisible();
  await expect(page.getByLabel(t('profile.state'))).toHaveValue('Karnataka');
  await expect(page.getByLabel(t('profile.district'))).toHaveValue('Mandya');
  await expect(page.getByLabel(t('profile.pinCode'))).toHaveValue('571401');

  await page.getByRole('button', { name: t('profile.register') }).click();
  await expect(page.getByText(t('profile.registered'))).toBeVisible();
  await expect(page).toHaveURL(paths.home());

  await page.getByRole('button', { name: t('layout.account') }).click();
  await expect(page.getByText(t('layout.welcome', { name: 'Savitha' }))).toBeVisible();
  await expect(page.getByRole('link', { name: t('layout.myOrders') })).toHaveAttribute('href', paths.myOrders());
  await expect(page.getByRole('link', { name: t('layout.yourAccount') })).toHaveAttribute('href', paths.yourAccount());

  // Logout reloads the page: wait for the new page before opening its menu.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: t('layout.logout') }).click();
  await reloaded;
  await appStarted(page);
  await page.getByRole('button', { name: t('layout.account') }).click();
  await expect(page.locator('#profile-menu').getByRole('link', { name: t('layout.login') })).toBeVisible();
  expect(await storedValue(page, 'authToken')).toBeNull();
  expect(await storedValue(page, 'userId')).toBeNull();
});

test('a returning user logs in and lands on the home page', async ({ page, request, t }) => {
  const phone = newPhone();
  await apiRegister(request, await apiLogin(request, phone), 'Ramesh');
  // The first code was used; the next one can be asked for once it has expired or been used.
  await askForCode(page, t, phone);
  await box(page, t, 1).pressSequentially(await codeSentTo(phone));

  await expect(page).toHaveURL(paths.home());
  await appStarted(page);
  await page.getByRole('button', { name: t('layout.account') }).click();
  await expect(page.getByText(t('layout.welcome', { name: 'Ramesh' }))).toBeVisible();
  const jumpTo = page.getByRole('region', { name: t('footer.jumpTo') });
  await expect(jumpTo.getByRole('link', { name: t('footer.cart') })).toBeVisible();
});

test('pasting the whole code fills every box and logs in', async ({ page, t }) => {
  const phone = newPhone();
  await askForCode(page, t, phone);
  const code = await codeSentTo(phone);
  await pasteInto(page, box(page, t, 3), code);

  await expect(page.getByText(t('auth.verified'))).toBeVisible();
  await expect(page).toHaveURL(paths.register());
});

test('a partial paste fills the boxes it reaches and waits for the rest', async ({ page, t }) => {
  const phone = newPhone();
  await askForCode(page, t, phone);
  const code = await codeSentTo(phone);
  await pasteInto(page, box(page, t, 1), code.slice(0, 4));

  expect(await boxValues(page, t)).toEqual([...code.slice(0, 4), '', '']);
  await expect(box(page, t, 5)).toBeFocused();
  await expect(page.getByText(t('auth.verified'))).toHaveCount(0);

  await page.keyboard.type(code.slice(4));
  await expect(page).toHaveURL(paths.register());
});

test('typing moves to the next box and backspace goes back to the previous one', async ({ page, t }) => {
  await askForCode(page, t, newPhone());
  await expect(box(page, t, 1)).toBeFocused();
  await page.keyboard.type('123');
  await expect(box(page, t, 4)).toBeFocused();

  await page.keyboard.press('Backspace');
  await expect(box(page, t, 3)).toBeFocused();
  expect(await boxValues(page, t)).toEqual(['1', '2', '', '', '', '']);
  await page.keyboard.press('Backspace');
  await expect(box(page, t, 2)).toBeFocused();
  expect(await boxValues(page, t)).toEqual(['1', '', '', '', '', '']);
});

test.describe('a refused code', () => {
  // The browser logs the refused verify call.
  test.use({ allowedConsoleErrors: /status of 400/ });

  test('a wrong code is refused with the server message and logs nobody in', async ({ page, t }) => {
    const phone = newPhone();
    await askForCode(page, t, phone);
    const code = await codeSentTo(phone);
    await box(page, t, 1).pressSequentially(wrongCode(code));

    await expect(page.getByText(t('error.otpWrongOrExpired'))).toBeVisible();
    await expect(page.getByText(t('auth.sessionExpired'))).toHaveCount(0);
    await expect(page).toHaveURL(paths.login());
    expect(await boxValues(page, t)).toEqual(['', '', '', '', '', '']);
    expect(await storedValue(page, 'authToken')).toBeNull();
  });

  test('the same refusal twice shows one message, not two stacked', async ({ page, t }) => {
    const phone = newPhone();
    await askForCode(page, t, phone);
    const wrong = wrongCode(await codeSentTo(phone));
    await typeRefusedCode(page, t, wrong);
    const refusal = page.getByText(t('error.otpWrongOrExpired'));
    await expect(refusal).toBeVisible();
    // Under the pointer the message stays, however slow the next try: a copy would show beside it.
    await refusal.hover();
    await typeRefusedCode(page, t, wrong);
    // The boxes empty as the message is raised: two frames later any copy has been drawn.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

    expect(await refusal.count()).toBe(1);
    await expect(refusal).toBeVisible();
  });
});

test.describe('a code voided by wrong tries', () => {
  // The browser logs the refused verify calls: 400 for a wrong code, 429 for the fifth.
  test.use({ allowedConsoleErrors: /status of (400|429)/ });

  test('after five wrong codes the farmer asks for a new code at once and logs in with it', async ({ page, t }) => {
    const phone = newPhone();
    await askForCode(page, t, phone);
    const first = await codeSentTo(phone);
    for (let i = 0; i < 5; i += 1) await typeRefusedCode(page, t, wrongCode(first));
    await expect(page.getByText(t('error.otpTooManyTries'))).toBeVisible();

    const resend = page.getByRole('button', { name: t('auth.resend'), exact: true });
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect.poll(() => codeSentTo(phone)).not.toBe(first);
    await box(page, t, 1).pressSequentially(await codeSentTo(phone));
    await expect(page).toHaveURL(paths.register());
  });
});

test('the code step goes back to change the number, which is kept for correcting', async ({ page, t }) => {
  const [typo, right] = [newPhone(), newPhone()];
  await askForCode(page, t, typo);
  await page.getByRole('button', { name: t('auth.changeNumber') }).click();

  const phoneBox = page.getByLabel(t('auth.phoneLabel'));
  await expect(phoneBox).toHaveValue(typo);
  await phoneBox.fill(right);
  await page.getByRole('button', { name: t('auth.sendOtp') }).click();
  await expect(page.getByText(t('auth.otpSentTo', { phone: `+91 ${right}` }))).toBeVisible();
  await box(page, t, 1).pressSequentially(await codeSentTo(right));
  await expect(page).toHaveURL(paths.register());
});

test("'New customer? Sign Up' leads to the phone login, which says signing up starts there", async ({ page, t }) => {
  await page.goto(paths.home());
  await page.getByRole('button', { name: t('layout.account') }).click();
  await page.getByRole('link', { name: t('layout.signUp') }).click();

  await expect(page).toHaveURL(paths.loginToSignUp());
  await expect(page.getByText(t('auth.signUpIntro'))).toBeVisible();
  await expect(page.getByRole('heading', { name: t('profile.authRequired') })).toHaveCount(0);
  const phone = newPhone();
  await page.getByLabel(t('auth.phoneLabel')).fill(phone);
  await page.getByRole('button', { name: t('auth.sendOtp') }).click();
  await box(page, t, 1).pressSequentially(await codeSentTo(phone));
  await expect(page).toHaveURL(paths.register());
});

test("the footer's Register leads logged-out visitors to the phone login, which says signing up starts there", async ({
  page,
  t,
}) => {
  await page.goto(paths.home());
  await page
    .getByRole('region', { name: t('footer.jumpTo') })
    .getByRole('link', { name: t('footer.register') })
    .click();
  await expect(page).toHaveURL(paths.loginToSignUp());
  await expect(page.getByText(t('auth.signUpIntro'))).toBeVisible();
});

test('the boxes and the resend countdown show after the code is sent', async ({ page, t }) => {
  await askForCode(page, t, newPhone());
  await expect(page.getByRole('group', { name: t('auth.otpHeading') })).toBeVisible();
  await expect(box(page, t, 1)).toHaveAttribute('autocomplete', 'one-time-code');
  const countdown = t('auth.resendIn', { time: 'TIME' })
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('TIME', '0[45]:\\d\\d');
  await expect(page.getByRole('button', { name: new RegExp(`^${countdown}$`) })).toBeDisabled();
});

test('a number that is not 10 digits is refused', async ({ page, t }) => {
  await page.goto(paths.login());
  await expect(page).toHaveTitle(`${t('auth.title')} | ${t('app.name')}`);
  const phone = page.getByLabel(t('auth.phoneLabel'));
  await expect(phone).toHaveAttribute('maxlength', '10');
  await expect(phone).toHaveAttribute('inputmode', 'numeric');
  await phone.fill('98765');
  await page.getByRole('button', { name: t('auth.sendOtp') }).click();
  await expect(page.getByText(t('error.loginPhoneInvalid'))).toBeVisible();
  await expect(page.getByText(t('auth.otpSent'))).toHaveCount(0);
});

test('a 10-digit number that is not a mobile number is refused', async ({ page, t }) => {
  await page.goto(paths.login());
  await page.getByLabel(t('auth.phoneLabel')).fill('5876543210');
  await page.getByRole('button', { name: t('auth.sendOtp') }).click();
  await expect(page.getByText(t('error.phoneInvalid'))).toBeVisible();
  await expect(page.getByText(t('auth.otpSent'))).toHaveCount(0);
});

test.describe('resending the code', () => {
  // The server still holds the first code (its clock is not the page's), so it refuses a second one.
  test.use({ allowedConsoleErrors: /status of 429/ });

  test('when the countdown ends, resend clears the boxes and asks for a new code', async ({ page, t }) => {
    await page.clock.install();
    await askForCode(page, t, newPhone());
    await page.keyboard.type('12');
    const resend = page.getByRole('button', { name: t('auth.resend'), exact: true });
    await expect(resend).toHaveCount(0);

    await page.clock.fastForward('05:01');
    await expect(resend).toBeEnabled();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/unauth\/\d{10}$/.test(r.url()));
    await resend.click();
    await sent;

    await expect(box(page, t, 1)).toBeVisible();
    expect(await boxValues(page, t)).toEqual(['', '', '', '', '', '']);
    await expect(resend).toHaveCount(0);
  });
});
