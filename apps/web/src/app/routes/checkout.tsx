import { useQuery, useQueryClient } from '@tanstack/react-query';
import { enCheckout } from '@krishi/contract';
import { ensureCart, toSaveCartBody, useCart, useRemoveProducts, useSaveCart } from '../../features/cart/api/cart-api';
import { AddressScreen } from '../../features/checkout/components/address-screen';
import { addressFromProfile } from '../../features/checkout/lib/address-defaults';
import { PlaceSearch } from '../../features/places/components/place-search';
import { userDetailsQueryOptions } from '../../features/profile/api/get-user-details';
import { usePageTitle } from '../../lib/page-title';
import { readSession } from '../../lib/session';
import { useStrings } from '../../lib/strings';

/** /checkout: the Address screen; its Continue saves the chosen address into the cart (spec section 4). */
export function Component() {
  const t = useStrings(enCheckout);
  usePageTitle(t('checkout.title'));
  const queryClient = useQueryClient();
  const saveCart = useSaveCart();
  const removeProducts = useRemoveProducts();
  const cart = useCart().data;
  const phoneNumber = readSession()?.phoneNumber ?? '';
  const profile = useQuery({ ...userDetailsQueryOptions(phoneNumber), enabled: phoneNumber !== '' }).data;

  const saveAddressToCart = async (addressId: number) => {
    const cart = await ensureCart(queryClient);
    return saveCart.mutateAsync(toSaveCartBody(cart, { addressId }));
  };

  return (
    <main className="page">
      <AddressScreen
        placeSearch={(fill) => <PlaceSearch onSelect={fill} />}
        cartAddressId={cart?.userAddress?.id ?? null}
        newAddress={profile ? addressFromProfile(profile) : undefined}
        saveAddressToCart={saveAddressToCart}
        removeProducts={(productIds) => removeProducts.mutateAsync(productIds)}
      />
    </main>
  );
}
