import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Cart, Coupon, RemoveProductsBody, SaveCartBody } from '@krishi/contract';
import { api, ApiError } from '../../../lib/api-client';
import { readSession, useIsLoggedIn } from '../../../lib/session';

/**
 * The cart's data: one query per user, shared by the badge, every card's cart control, the cart
 * page and checkout, and the calls that change the cart. Every call answers the whole cart as the
 * server priced it; the answer replaces the cached one, so every screen shows it at once.
 */

/** The prefix of every cart query: invalidating it refetches the cart. */
export const cartQueryKey = ['cart'] as const;
const cartKeyFor = (userId: string) => [...cartQueryKey, userId] as const;
const couponsKeyFor = (userId: string) => ['coupons', userId] as const;

/** The logged-in user's id; the cart screens are behind the login guard, so a missing one is a bug. */
function sessionUserId(): string {
  const session = readSession();
  if (!session) throw new Error('The cart needs a logged-in user');
  return session.userId;
}

/**
 * Answers are checked with the contract's schemas, which load with the first answer rather than
 * with the page: the badge needs the cart at start-up, and zod is not in the start-up bundle.
 */
const schemas = () => import('./cart-schemas');
const parseCart = async (body: unknown): Promise<Cart> => (await schemas()).parseCart(body);

/** A refusal will not change on retry; a server or network failure may. */
const retryUnlessRefused = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 3;

export async function getCart(userId: string, signal?: AbortSignal): Promise<Cart> {
  return parseCart(await api<unknown>('/cart/user-cart', { query: { userId }, signal }));
}

export function cartQueryOptions(userId: string) {
  return queryOptions({
    queryKey: cartKeyFor(userId),
    queryFn: ({ signal }) => getCart(userId, signal),
    retry: retryUnlessRefused,
  });
}

/** The logged-in user's cart as the server last answered it; idle while logged out. */
export function useCart() {
  const loggedIn = useIsLoggedIn();
  const userId = loggedIn ? (readSession()?.userId ?? '') : '';
  return useQuery({ ...cartQueryOptions(userId), enabled: userId !== '' });
}

/** Puts a cart the server answered into the cache, where every screen reads it. */
export function putCart(queryClient: QueryClient, cart: Cart): void {
  queryClient.setQueryData(cartKeyFor(String(cart.userId)), cart);
}

/** The logged-in user's cached cart, fetched first if it is not loaded yet. */
export function ensureCart(queryClient: QueryClient): Promise<Cart> {
  return queryClient.ensureQueryData(cartQueryOptions(sessionUserId()));
}

/**
 * The stored cart as `PUT /cart/saveUpdateCart` takes it: its lines, coupon and address, with
 * `changes` replacing any of them. The server reads nothing else (decision 010).
 */
export function toSaveCartBody(
  cart: Cart,
  changes: Partial<Pick<SaveCartBody, 'cartItems' | 'couponCode' | 'addressId'>> = {},
): SaveCartBody {
  return {
    userId: cart.userId,
    cartItems: cart.cartItems.map((item) => ({
      productId: item.product.id,
      variantId: item.variant.id,
      quantity: item.quantity,
    })),
    couponCode: cart.coupon?.couponCode ?? null,
    addressId: cart.userAddress?.id ?? null,
    ...changes,
  };
}

/** `PUT /cart/saveUpdateCart`: the whole cart replaces the stored one. */
export async function saveCart(body: SaveCartBody): Promise<Cart> {
  return parseCart(await api<unknown>('/cart/saveUpdateCart', { method: 'PUT', body }));
}

/** `PUT /cart/{itemId}`: a line's new quantity; 0 removes it. */
export async function setItemCount(itemId: number, count: number): Promise<Cart> {
  return parseCart(await api<unknown>(`/cart/${itemId}`, { method: 'PUT', body: { count } }));
}

/** `DELETE /cart/{itemId}`. */
export async function removeItem(itemId: number): Promise<Cart> {
  return parseCart(await api<unknown>(`/cart/${itemId}`, { method: 'DELETE' }));
}

/** `DELETE /cart`: every line, the coupon and the address go. */
export async function emptyCart(): Promise<Cart> {
  return parseCart(await api<unknown>('/cart', { method: 'DELETE' }));
}

/** `POST /cart/remove-products`: every line of these products (the undeliverable ones). */
export async function removeProducts(productIds: RemoveProductsBody): Promise<Cart> {
  return parseCart(await api<unknown>('/cart/remove-products', { method: 'POST', body: productIds }));
}

/** `POST /cart/coupon`: a 400 with the reason when the coupon does not apply. */
export async function applyCoupon(code: string): Promise<Cart> {
  return parseCart(await api<unknown>('/cart/coupon', { method: 'POST', body: { couponCode: code } }));
}

/** `DELETE /cart/coupon`. */
export async function removeCoupon(): Promise<Cart> {
  return parseCart(await api<unknown>('/cart/coupon', { method: 'DELETE' }));
}

export async function getCoupons(userId: string, signal?: AbortSignal): Promise<Coupon[]> {
  const body = await api<unknown>(`/coupons/user/${encodeURIComponent(userId)}`, { signal });
  return (await schemas()).parseCoupons(body);
}

/** The coupons the logged-in user can still use; idle while logged out. */
export function useCoupons() {
  const loggedIn = useIsLoggedIn();
  const userId = loggedIn ? (readSession()?.userId ?? '') : '';
  return useQuery({
    queryKey: couponsKeyFor(userId),
    queryFn: ({ signal }) => getCoupons(userId, signal),
    enabled: userId !== '',
    retry: retryUnlessRefused,
  });
}

/**
 * Cart writes run one at a time, in the order they were made (one mutation scope): each is built
 * from the cart the previous one answered, so two quick taps cannot overwrite each other.
 */
export const CART_WRITE_SCOPE = { id: 'cart' } as const;

function useCartMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<Cart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    scope: CART_WRITE_SCOPE,
    onSuccess: (cart) => putCart(queryClient, cart),
  });
}

export const useSaveCart = () => useCartMutation(saveCart);
export const useRemoveItem = () => useCartMutation(removeItem);
export const useRemoveProducts = () => useCartMutation(removeProducts);
export const useApplyCoupon = () => useCartMutation(applyCoupon);
export const useRemoveCoupon = () => useCartMutation(() => removeCoupon());
/** 'Use my points': the cart as it is, with the choice; the server computes the discount. */
export const useUsePoints = () =>
  useCartMutation(({ cart, use }: { cart: Cart; use: boolean }) =>
    saveCart({ ...toSaveCartBody(cart), usePoints: use }),
  );
