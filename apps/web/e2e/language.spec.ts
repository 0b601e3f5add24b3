import { bundles } from '@krishi/contract';
import { expect, storedValue, test } from './fixtures';

test('switching language stores the choice and shows the page in that language', async ({ page, language, t }) => {
  const target =
    language === 'en'
      ? { locale: 'kn_In', name: 'Kannada', label: 'ಕನ್ನಡ' }
      : { locale: 'en_In', name: 'English', label: 'English' };
  const targetStrings = bundles[target.locale as 'en_In' | 'kn_In'];
  await page.goto('/');
  await page
    .getByRole('button', { name: new RegExp(t('layout.language')) })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: target.label }).click();
  await expect(page.getByRole('heading', { name: targetStrings['home.latest'] })).toBeVisible();
  expect(await storedValue(page, 'selectedLocale')).toBe(target.locale);
  expect(await storedValue(page, 'selectedLanguage')).toBe(target.name);
  await expect(page.locator('html')).toHaveAttribute('lang', target.locale === 'kn_In' ? 'kn' : 'en');
});
