import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enWishlist, type WishlistItem } from '@krishi/contract';
import { api } from '../../../lib/api-client';
import { readSession, useIsLoggedIn } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';

export const wishlistQueryKey = ['wishlist'] as const;
const wishlistKeyFor = (userId: string) => [...wishlistQueryKey, userId] as const;

/**
 * Every product card shows a heart, so this module is in the home page's first download: the
 * contract's schemas (zod) load with the first answer instead, as the cart's do.
 */
const schemas = () => import('./wishlist-schemas');

async function getWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  return (await schemas()).parseWishlist(await api<unknown>('/api/wishlist', { signal }));
}

/**
 * The logged-in user's wishlist: one query per user, shared by every heart on the page and the
 * /wishlist table; none is made for a visitor.
 */
export function useWishlist() {
  const loggedIn = useIsLoggedIn();
  const userId = loggedIn ? (readSession()?.userId ?? '') : '';
  return useQuery({
    queryKey: wishlistKeyFor(userId),
    queryFn: ({ signal }) => getWishlist(signal),
    enabled: userId !== '',
  });
}

export type WishlistChange = { kind: 'add' | 'remove'; productId: number };

async function sendChange({ kind, productId }: WishlistChange): Promise<WishlistItem[]> {
  const body =
    kind === 'add'
      ? await api<unknown>('/api/wishlist', { method: 'POST', body: { productId } })
      : await api<unknown>(`/api/wishlist/${productId}`, { method: 'DELETE' });
  return (await schemas()).parseWishlistChange(body);
}

/** Adds or removes a product with the spec's toasts (section 8); the answer is the list every heart reads. */
export function useWishlistChange() {
  const queryClient = useQueryClient();
  const t = useStrings(enWishlist);
  const mutation = useMutation({
    mutationFn: sendChange,
    onSuccess: (list) => {
      const userId = readSession()?.userId;
      if (userId) queryClient.setQueryData(wishlistKeyFor(userId), list);
    },
  });
  return {
    isPending: mutation.isPending,
    change(change: WishlistChange): void {
      const adding = change.kind === 'add';
      toast
        .promise(mutation.mutateAsync(change), {
          loading: t(adding ? 'wishlist.adding' : 'wishlist.removing'),
          success: t(adding ? 'wishlist.added' : 'wishlist.removed'),
          error: t(adding ? 'wishlist.addFailed' : 'wishlist.removeFailed'),
        })
        // The toast has told the user; nothing else waits for the outcome.
        .catch(() => undefined);
    },
  };
}
