import type { ReactNode } from 'react';
import { completeAddressIn, type Address, type LanguageCode } from '@krishi/contract';

/**
 * Where an order goes, as My Orders and Order Details show it: the name, and the address on one
 * line with its state and district named in the page's language (decision 027), as the checkout
 * showed it when the order was placed.
 */
export function OrderAddress({
  address,
  language,
  children,
}: {
  address: Address;
  language: LanguageCode;
  children?: ReactNode;
}) {
  return (
    <address className="order-card__address">
      <strong>{address.name}</strong>
      <span>{completeAddressIn(address, language)}</span>
      {children}
    </address>
  );
}
