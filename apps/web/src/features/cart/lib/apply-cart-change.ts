import type { Cart, CartItem, ProductSummary, Variant } from '@krishi/contract';

/** What a cart control asks for: add one unit of a variant, or set a line's quantity (0 removes). */
export type CartChange =
  { kind: 'add'; product: ProductSummary; variant: Variant } | { kind: 'count'; variantId: number; count: number };

export function lineOf(cart: Cart | undefined, variantId: number): CartItem | undefined {
  return cart?.cartItems.find((item) => item.variant.id === variantId);
}

/**
 * The line an addition shows until the server answers. Its id is negative so no call can use
 * it; the seller's name arrives with the answer.
 */
function pendingLine(product: ProductSummary, variant: Variant): CartItem {
  return {
    id: -variant.id,
    product: {
      id: product.id,
      title: product.title,
      brand: product.brand,
      images: product.images,
      seller: { id: product.sellerId, name: { en: '' } },
    },
    variant,
    quantity: 1,
  };
}

/** The cart as it will be once `change` is saved: what the controls show while it is on its way. */
export function applyChange(cart: Cart, change: CartChange): Cart {
  if (change.kind === 'add') {
    if (lineOf(cart, change.variant.id)) return cart;
    return { ...cart, cartItems: [...cart.cartItems, pendingLine(change.product, change.variant)] };
  }
  const cartItems =
    change.count <= 0
      ? cart.cartItems.filter((item) => item.variant.id !== change.variantId)
      : cart.cartItems.map((item) =>
          item.variant.id === change.variantId ? { ...item, quantity: change.count } : item,
        );
  return { ...cart, cartItems };
}
