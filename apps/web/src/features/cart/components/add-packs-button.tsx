import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { enCart, enCounter, enErrors, type Cart, type ProductSummary, type Variant } from '@krishi/contract';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useIsLoggedIn } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';
import { CART_WRITE_SCOPE, cartQueryKey, ensureCart, putCart, saveCart, toSaveCartBody } from '../api/cart-api';
import { undeliverablePinCode } from '../lib/error-text';
import { withPacks, type Packs } from '../lib/with-packs';

interface AddPacksButtonProps {
  product: ProductSummary;
  packs: { variant: Variant; count: number }[];
}

/** Saves the cart with these packs at exactly these counts, the other lines as they were. */
async function savePacks(
  queryClient: ReturnType<typeof useQueryClient>,
  productId: number,
  packs: Packs,
): Promise<Cart> {
  const current = await ensureCart(queryClient);
  const body = toSaveCartBody(current);
  return saveCart({ ...body, cartItems: withPacks(body.cartItems, productId, packs) });
}

/**
 * 'Add these packs to cart' of the dose calculator: puts exactly the packs it chose in the cart,
 * a pack already there set to the count chosen. A visitor who is not logged in is told to log in
 * and sent to /login, as the cart control does.
 */
export function AddPacksButton({ product, packs }: AddPacksButtonProps) {
  const t = useStrings(enCounter, enCart, enErrors);
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const add = useMutation({
    scope: CART_WRITE_SCOPE,
    onMutate: () => queryClient.cancelQueries({ queryKey: cartQueryKey }),
    mutationFn: () =>
      savePacks(
        queryClient,
        product.id,
        packs.map(({ variant, count }) => ({ variantId: variant.id, count })),
      ),
    onSuccess: (cart) => {
      putCart(queryClient, cart);
      toast.success(t('counter.packsAdded'));
    },
    onError: (error) => {
      const pinCode = undeliverablePinCode(error);
      toast.error(pinCode ? t('cart.undeliverable', { pinCode }) : errorText(t, error, 'counter.addPacksFailed'));
    },
  });
  if (packs.length === 0) return null;
  return (
    <button
      type="button"
      className="button"
      disabled={add.isPending}
      onClick={() => {
        if (!loggedIn) {
          toast.error(t('cart.loginRequired'));
          void navigate(paths.login());
          return;
        }
        add.mutate();
      }}
    >
      {t('counter.addPacks')}
    </button>
  );
}
