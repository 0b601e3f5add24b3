import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets document.title to the spec's page title, followed by the shop's name. */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const shop = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} | ${shop}` : shop;
  }, [title, shop]);
}
