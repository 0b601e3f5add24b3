import { useEffect } from 'react';
import { useStrings } from './strings';

/** Sets document.title to the spec's page title, followed by the shop's name. */
export function usePageTitle(title: string | undefined): void {
  const t = useStrings();
  const shop = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} | ${shop}` : shop;
  }, [title, shop]);
}
