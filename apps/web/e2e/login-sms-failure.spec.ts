import { refusalBody } from '@krishi/contract';
import { paths } from '../src/config/paths';
import { codeSentTo, newPhone } from './auth';
import { expect, test } from './fixtures';

// The browser logs the failed send: the server's 502.
test.use({ allowedConsoleErrors: /status of 502/ });

test('a code the SMS provider did not send says so, starts no resend countdown, and the next try goes out', async ({
  page,
  t,
}) => {
  const phone = newPhone();
  // The browser suite's server texts through the console adapter, which cannot fail; the first
  // send gets the answer the server gives when its provider fails (sms-provider-failure.test.ts
  // proves the server's side), the second goes to the server.
  let failed = false;
  await page.route(`**/unauth/${phone}`, async (route) => {
    if (failed) return route.continue();
    failed = true;
    await route.fulfill({ status: 502, json: refusalBody('otpSendFailed') });
  });

  await page.goto(paths.login());
  await page.getByLabel(t('auth.phoneLabel')).fill(phone);
  const send = page.getByRole('button', { name: t('auth.sendOtp') });
  await send.click();
  await expect(page.getByText(t('error.otpSendFailed'))).toBeVisible();
  await expect(page.getByRole('group', { name: t('auth.otpHeading') })).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(t('auth.resend')) })).toHaveCount(0);
  await expect(page.getByLabel(t('auth.phoneLabel'))).toHaveValue(phone);

  await send.click();
  await expect(page.getByText(t('auth.otpSent'))).toBeVisible();
  await expect(page.getByRole('group', { name: t('auth.otpHeading') })).toBeVisible();
  expect(await codeSentTo(phone)).toMatch(/^\d{6}$/);
});
