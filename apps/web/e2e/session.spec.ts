import { paths } from '../src/config/paths';
import { apiLogin, newPhone, openLoggedIn } from './auth';
import { expect, storedValue, test } from './fixtures';

// The browser logs the refused calls.
test.use({ allowedConsoleErrors: /status of 401/ });

test('a session ended on the server says so once and opens the login page', async ({ page, request, t }) => {
  const session = await apiLogin(request, newPhone());
  await openLoggedIn(page, session, paths.yourAccount());
  await page.getByLabel(t('profile.firstName')).fill('Kavya');
  // Every call of the page's first load answered, so the first refused call is the save's.
  await page.waitForLoadState('networkidle');

  // The session ends elsewhere (another device logs out); the next call with it is refused.
  await request.post('/unauth/logout', { headers: { Authorization: `Bearer ${session.authToken}` } });
  await page.getByRole('button', { name: t('profile.register') }).click();
  // Invalid form: nothing is sent yet. Complete it so the save reaches the server.
  await page.getByLabel(t('profile.lastName')).fill('Rao');
  await page.getByLabel(t('profile.gender.FEMALE')).check();
  await page.getByLabel(t('profile.userType')).selectOption('TRADER');
  await page.getByLabel(t('profile.state'), { exact: true }).selectOption('Karnataka');
  await expect(page.getByLabel(t('profile.district'), { exact: true }).locator('option')).not.toHaveCount(1);
  await page.getByLabel(t('profile.district'), { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: t('profile.register') }).click();

  await expect(page).toHaveURL(paths.login());
  await expect(page.getByText(t('auth.sessionExpired'))).toHaveCount(1);
  expect(await storedValue(page, 'authToken')).toBeNull();
  expect(await storedValue(page, 'userId')).toBeNull();
});

test('opening the registration screen with an ended session says it expired and opens the login page', async ({
  page,
  request,
  t,
}) => {
  const session = await apiLogin(request, newPhone());
  await request.post('/unauth/logout', { headers: { Authorization: `Bearer ${session.authToken}` } });
  await openLoggedIn(page, session, paths.register());

  await expect(page).toHaveURL(paths.login());
  await expect(page.getByText(t('profile.sessionExpired'))).toHaveCount(1);
  await expect(page.getByText(t('auth.sessionExpired'))).toHaveCount(0);
});
