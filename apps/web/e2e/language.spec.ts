import { bundles } from '@krishi/contract';
import { expect, storedValue, test } from './fixtures';

const TARGET = {
  en: { locale: 'kn_In', name: 'Kannada', label: 'ಕನ್ನಡ', lang: 'kn' },
  kn: { locale: 'en_In', name: 'English', label: 'English', lang: 'en' },
} as const;

test('switching language stores the choice and shows the page in that language', async ({ page, language, t }) => {
  const target = TARGET[language];
  await page.goto('/');
  await page.getByRole('button', { name: new RegExp(`^${t('layout.language')}`) }).click();
  await page.getByRole('button', { name: target.label, exact: true }).click();
  await expect(page.getByRole('heading', { name: bundles[target.locale]['home.latest'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', target.lang);
  expect(await storedValue(page, 'selectedLocale')).toBe(target.locale);
  expect(await storedValue(page, 'selectedLanguage')).toBe(target.name);
});
