import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { wishlistChangeResponse, wishlistResponse, type WishlistItem } from '@krishi/contract';
import { api } from '../../../lib/api-client';
import { readSession, useIsLoggedIn } from '../../../lib/session';

export const wishlistQueryKey = ['wishlist'] as const;
const wishlistKeyFor = (userId: string) => [...wishlistQueryKey, userId] as const;

async function getWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  return wishlistResponse.parse(await api<unknown>('/api/wishlist', { signal })).data;
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
  return wishlistChangeResponse.parse(body).data;
}

/** Adds or removes a product with the spec's toasts (section 8); the answer is the list every heart reads. */
export function useWishlistChange() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
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
