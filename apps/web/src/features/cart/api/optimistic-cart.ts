import { useMemo } from 'react';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { enErrors, enCart, type Cart } from '@krishi/contract';
import { errorText } from '../../../lib/error-text';
import { undeliverablePinCode } from '../lib/error-text';
import { applyChange, lineOf, type CartChange } from '../lib/apply-cart-change';
import {
  CART_WRITE_SCOPE,
  cartQueryKey,
  ensureCart,
  putCart,
  saveCart,
  setItemCount,
  toSaveCartBody,
  useCart,
} from './cart-api';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';

const CHANGE_KEY = [...cartQueryKey, 'change'] as const;

/**
 * The cart as the controls show it: the server's cart with every change still on its way laid
 * over it. A change that fails simply stops being pending, so it undoes itself.
 */
export function useCartView(): { cart: Cart | undefined; isPending: boolean; isError: boolean } {
  const query = useCart();
  const pending = useMutationState({
    filters: { mutationKey: CHANGE_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as CartChange,
  });
  const cart = useMemo(() => (query.data ? pending.reduce(applyChange, query.data) : undefined), [query.data, pending]);
  return { cart, isPending: query.isPending, isError: query.isError };
}

/** Sends one change, built on the cart the server last answered (writes run one at a time). */
async function sendChange(change: CartChange, current: Cart): Promise<Cart> {
  if (change.kind === 'add') {
    if (lineOf(current, change.variant.id)) return current;
    const line = { productId: change.product.id, variantId: change.variant.id, quantity: 1 };
    const body = toSaveCartBody(current);
    return saveCart({ ...body, cartItems: [...body.cartItems, line] });
  }
  const line = lineOf(current, change.variantId);
  return line ? setItemCount(line.id, change.count) : current;
}

/** Quick taps on plus or minus say 'updated' once, not once a tap. */
const QUANTITY_TOAST = 'cart-quantity';

/**
 * A cart control's change: shown at once, saved in turn, the answer put where every screen reads
 * it, and the spec's message for each outcome (section 8).
 */
export function useCartChange() {
  const queryClient = useQueryClient();
  const t = useStrings(enCart, enErrors);
  return useMutation({
    mutationKey: CHANGE_KEY,
    scope: CART_WRITE_SCOPE,
    // A cart fetched before this change was saved must not overwrite its answer.
    onMutate: () => queryClient.cancelQueries({ queryKey: cartQueryKey }),
    mutationFn: async (change: CartChange) => sendChange(change, await ensureCart(queryClient)),
    onSuccess: (cart, change) => {
      putCart(queryClient, cart);
      if (change.kind === 'add') toast.success(t('cart.added'));
      else if (change.count === 0) toast.success(t('cart.productRemoved'), { id: QUANTITY_TOAST });
      else toast.success(t('cart.quantityUpdated'), { id: QUANTITY_TOAST });
    },
    onError: (error, change) => {
      if (change.kind === 'add') {
        const pinCode = undeliverablePinCode(error);
        toast.error(pinCode ? t('cart.undeliverable', { pinCode }) : errorText(t, error, 'cart.addFailed'));
      } else {
        toast.error(errorText(t, error, change.count === 0 ? 'cart.removeFailed' : 'cart.quantityFailed'), {
          id: QUANTITY_TOAST,
        });
      }
    },
  });
}
