/** Spec section 3: the chosen delivery address survives a reload under this key. */
const SELECTED_ADDRESS_KEY = 'selectedAddressId';

export function readSelectedAddressId(): number | null {
  const stored = Number(localStorage.getItem(SELECTED_ADDRESS_KEY));
  return Number.isInteger(stored) && stored > 0 ? stored : null;
}

export function storeSelectedAddressId(addressId: number): void {
  localStorage.setItem(SELECTED_ADDRESS_KEY, String(addressId));
}

/**
 * The address the Address screen starts with: the one chosen on this device while it is still
 * one of the user's, else the one the cart last delivered to (chosen on any device), else the
 * newest (the list is newest first), so a buyer with one address never has to pick it.
 */
export function selectedAmong(
  addresses: ReadonlyArray<{ id: number }>,
  storedId: number | null,
  cartAddressId: number | null = null,
): number | null {
  const listed = (id: number | null) => id !== null && addresses.some((address) => address.id === id);
  if (listed(storedId)) return storedId;
  if (listed(cartAddressId)) return cartAddressId;
  return addresses[0]?.id ?? null;
}
