import { NAME_MAX_LENGTH } from '@krishi/contract';
import { paths } from '../src/config/paths';
import { apiLogin, apiRegister, newPhone, openLoggedIn } from './auth';
import { expect, test } from './fixtures';

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test('logged out, the registration screen asks to log in first', async ({ page, t }) => {
  for (const url of [paths.register(), paths.yourAccount(), paths.signUp()]) {
    await page.goto(url);
    await expect(page).toHaveTitle(`${t('profile.title')} | ${t('app.name')}`);
    await expect(page.getByRole('heading', { name: t('profile.authRequired') })).toBeVisible();
    await expect(page.getByText(t('profile.authRequiredText'))).toBeVisible();
  }
  await page.getByRole('link', { name: t('profile.goToLogin') }).click();
  await expect(page).toHaveURL(paths.login());
});

test('registration says what is missing or wrong', async ({ page, request, t }) => {
  await openLoggedIn(page, await apiLogin(request, newPhone()), paths.register());
  await page.getByRole('button', { name: t('profile.register') }).click();

  for (const key of [
    'error.firstNameRequired',
    'error.lastNameRequired',
    'error.genderRequired',
    'error.userTypeRequired',
    'error.stateRequired',
    'error.districtRequired',
  ] as const) {
    await expect(page.getByText(t(key), { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel(t('profile.firstName'))).toBeFocused();

  await page.getByLabel(t('profile.firstName')).fill('A');
  await page.getByLabel(t('profile.pinCode')).fill('12ab3');
  await page.getByLabel(t('profile.pinCode')).blur();
  await expect(page.getByText(t('error.firstNameTooShort'), { exact: true })).toBeVisible();
  await expect(page.getByLabel(t('profile.pinCode'))).toHaveValue('123');
  await expect(page.getByText(t('error.pinCodeInvalid'), { exact: true })).toBeVisible();
});

test('the place search needs a location name and says when nothing is found', async ({ page, request, t }) => {
  await openLoggedIn(page, await apiLogin(request, newPhone()), paths.register());
  await page.getByRole('button', { name: t('places.search') }).click();
  await expect(page.getByText(t('places.empty'))).toBeVisible();

  await page.getByRole('combobox', { name: t('places.label') }).fill('qqqzzzxx');
  await expect(page.getByText(t('places.noResults'))).toBeVisible();
});

test('what was typed comes back after a reload, and the district resets when the state changes', async ({
  page,
  request,
  t,
}) => {
  await openLoggedIn(page, await apiLogin(request, newPhone()), paths.register());
  await page.getByLabel(t('profile.firstName')).fill('Manjunath');
  const state = page.getByLabel(t('profile.state'), { exact: true });
  const district = page.getByLabel(t('profile.district'), { exact: true });
  await state.selectOption('Karnataka');
  await expect(district.locator('option')).not.toHaveCount(1);
  await district.selectOption({ index: 1 });

  await page.reload();
  await expect(page.getByLabel(t('profile.firstName'))).toHaveValue('Manjunath');
  await expect(state).toHaveValue('Karnataka');
  await expect(district).not.toHaveValue('');

  await state.selectOption('Kerala');
  await expect(district).toHaveValue('');
});

test('a registered user updates the profile with a picture', async ({ page, request, t }) => {
  const session = await apiLogin(request, newPhone());
  await apiRegister(request, session, 'Girish');
  await openLoggedIn(page, session, paths.yourAccount());
  await expect(page.getByRole('heading', { name: t('profile.updateHeading') })).toBeVisible();
  await expect(page.getByLabel(t('profile.firstName'))).toHaveValue('Girish');

  await page.getByLabel(t('profile.firstName')).fill('Girisha');
  await page.getByLabel(t('profile.picture')).setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
  });
  await page.getByRole('button', { name: t('profile.update') }).click();
  await expect(page.getByText(t('profile.updated'))).toBeVisible();
  await expect(page).toHaveURL(paths.yourAccount());

  await page.reload();
  await expect(page.getByLabel(t('profile.firstName'))).toHaveValue('Girisha');
  await expect(page.getByRole('img', { name: t('profile.pictureCurrent') })).toBeVisible();
});

test('the name boxes stop at the 50 characters a name may have', async ({ page, request, t }) => {
  await openLoggedIn(page, await apiLogin(request, newPhone()), paths.register());
  for (const label of ['profile.firstName', 'profile.lastName'] as const) {
    const name = page.getByLabel(t(label));
    await name.fill('');
    await name.pressSequentially('Channabasavegowda'.repeat(4));
    await expect(name).toHaveValue('Channabasavegowda'.repeat(4).slice(0, NAME_MAX_LENGTH));
  }
});

test('a long name shows on one line of the account menu, ending in an ellipsis', async ({ page, request, t }) => {
  // 49 characters, three words: none may be broken in the middle.
  const longName = 'Venkatalakshmi Narasimhamurthy Channabasavegowdru';
  const session = await apiLogin(request, newPhone());
  await apiRegister(request, session, longName);
  await openLoggedIn(page, session, paths.home());
  await page.getByRole('button', { name: t('layout.account') }).click();

  const welcome = page.getByText(t('layout.welcome', { name: longName }));
  await expect(welcome).toBeVisible();
  const line = await welcome.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      lines: Math.round(el.getBoundingClientRect().height / parseFloat(style.lineHeight)),
      ellipsis: style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth,
      right: el.getBoundingClientRect().right,
    };
  });
  expect(line.lines).toBe(1);
  expect(line.ellipsis).toBe(true);
  expect(line.right).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expect(welcome).toHaveAttribute('title', t('layout.welcome', { name: longName }));
});
