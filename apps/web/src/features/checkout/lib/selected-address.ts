/** Spec section 3: the chosen delivery address survives a reload under this key. */
const SELECTED_ADDRESS_KEY = 'selectedAddressId';

export function readSelectedAddressId(): number | null {
  const stored = Number(localStorage.getItem(SELECTED_ADDRESS_KEY));
  return Number.isInteger(stored) && stored > 0 ? stored : null;
}

export function storeSelectedAddressId(addressId: number): void {
  localStorage.setItem(SELECTED_ADDRESS_KEY, String(addressId));
}

/** The stored choice when it is still one of the user's addresses, else none. */
export function selectedAmong(addresses: ReadonlyArray<{ id: number }>, storedId: number | null): number | null {
  return addresses.some((address) => address.id === storedId) ? storedId : null;
}
