import { apiLogin, newPhone, openLoggedIn } from './auth';
import { expect, test } from './fixtures';
import { paths } from '../src/config/paths';

// A push subscription is the service worker's (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('a visitor who is not logged in is not offered notifications', async ({ page, t }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: t('home.latest') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('complementary', { name: t('push.label') })).toHaveCount(0);
});

test("a logged-in visitor who refuses the permission is told 'You denied notification permissions.'", async ({
  page,
  t,
}) => {
  const session = await apiLogin(page.request, newPhone());
  await openLoggedIn(page, session, '/');
  const prompt = page.getByRole('complementary', { name: t('push.label') });
  await expect(prompt.getByText(t('push.prompt'))).toBeVisible();

  // The test browser answers every permission request with a refusal, as a visitor can.
  await prompt.getByRole('button', { name: t('push.enable') }).click();
  await expect(page.getByText(t('push.denied'))).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

test("'Not now' puts the offer away for good", async ({ page, t }) => {
  const session = await apiLogin(page.request, newPhone());
  await openLoggedIn(page, session, '/');
  const prompt = page.getByRole('complementary', { name: t('push.label') });
  await prompt.getByRole('button', { name: t('push.notNow') }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: t('home.latest') })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

test('the offer stays away from the login and registration screens, where it would cover the form', async ({
  page,
  t,
}) => {
  const session = await apiLogin(page.request, newPhone());
  await openLoggedIn(page, session, paths.register());
  await expect(page.getByLabel(t('profile.firstName'))).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('complementary', { name: t('push.label') })).toHaveCount(0);
});

test('the offer stays away from the cart and the checkout, where it would cover the items', async ({ page, t }) => {
  const session = await apiLogin(page.request, newPhone());
  for (const screen of [paths.cart(), paths.checkout()]) {
    await openLoggedIn(page, session, screen);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('complementary', { name: t('push.label') }), screen).toHaveCount(0);
  }
});
