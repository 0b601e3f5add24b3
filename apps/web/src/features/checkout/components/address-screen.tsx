import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { enCheckout, type Address, type AddressInput, type UndeliverableItem } from '@krishi/contract';
import { Dialog } from '../../../components/dialog';
import { paths } from '../../../config/paths';
import { useAddresses } from '../api/get-addresses';
import { readSelectedAddressId, selectedAmong, storeSelectedAddressId } from '../lib/selected-address';
import { undeliverableItems } from '../lib/undeliverable';
import { AddressCard } from './address-card';
import { AddressForm, type PlaceSearchSlot } from './address-form';
import { UndeliverableModal } from './undeliverable-modal';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';
import './checkout.css';

/** Spec section 9: how long a failed Continue waits before going back to the cart. */
export const BACK_TO_CART_MS = 5000;

interface AddressScreenProps {
  placeSearch: PlaceSearchSlot;
  /** The address the cart last delivered to, chosen on any device; the screen starts with it. */
  cartAddressId: number | null;
  /** What a new address starts with (the profile's name, phone and place). */
  newAddress: Partial<AddressInput> | undefined;
  /** Saves the address into the cart; rejects with the server's answer. */
  saveAddressToCart: (addressId: number) => Promise<unknown>;
  removeProducts: (productIds: number[]) => Promise<unknown>;
}

type FormState = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; address: Address };

/**
 * The Address screen (/checkout, spec sections 2 and 4): choose a saved address or add one,
 * then Continue saves it into the cart and goes on to the order summary.
 */
export function AddressScreen({
  placeSearch,
  cartAddressId,
  newAddress,
  saveAddressToCart,
  removeProducts,
}: AddressScreenProps) {
  const t = useStrings(enCheckout);
  const navigate = useNavigate();
  const addresses = useAddresses();
  const [storedId, setStoredId] = useState(readSelectedAddressId);
  const [form, setForm] = useState<FormState>({ kind: 'closed' });
  const [processing, setProcessing] = useState(false);
  const [undeliverable, setUndeliverable] = useState<UndeliverableItem[] | null>(null);
  const backToCart = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(backToCart.current), []);

  const list = addresses.data ?? [];
  const selectedId = selectedAmong(list, storedId, cartAddressId);

  const choose = (addressId: number) => {
    storeSelectedAddressId(addressId);
    setStoredId(addressId);
    setForm({ kind: 'closed' });
  };
  const select = (addressId: number) => {
    choose(addressId);
    toast.success(t('checkout.addressChosen'));
  };

  const onContinue = async () => {
    if (selectedId === null) {
      toast.error(t('checkout.selectAddress'));
      return;
    }
    setProcessing(true);
    try {
      await saveAddressToCart(selectedId);
      void navigate(paths.orderSummary());
    } catch (error) {
      const items = undeliverableItems(error);
      if (items) {
        setUndeliverable(items);
      } else {
        toast.error(t('checkout.cannotDeliver'));
        backToCart.current = window.setTimeout(() => void navigate(paths.cart()), BACK_TO_CART_MS);
      }
    } finally {
      setProcessing(false);
    }
  };

  if (addresses.isPending) {
    return (
      <p className="checkout__status" role="status">
        {t('checkout.loadingAddresses')}
      </p>
    );
  }

  return (
    <div className="address-screen">
      <div className="checkout__head">
        <h1>{t('checkout.addressHeading')}</h1>
        {list.length > 0 && (
          <button type="button" className="button button--outline" onClick={() => setForm({ kind: 'new' })}>
            {t('checkout.addNewAddress')}
          </button>
        )}
      </div>

      {addresses.isError ? (
        <p className="field__error" role="alert">
          {t('checkout.addressesFailed')}
        </p>
      ) : list.length === 0 ? (
        <div className="checkout__empty">
          <p>{t('checkout.noAddress')}</p>
          <button type="button" className="button" onClick={() => setForm({ kind: 'new' })}>
            {t('checkout.addAddress')}
          </button>
        </div>
      ) : (
        <fieldset className="address-list">
          <legend className="visually-hidden">{t('checkout.chooseAddress')}</legend>
          <ul className="address-list__items">
            {list.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                selected={address.id === selectedId}
                onSelect={() => select(address.id)}
                onEdit={() => setForm({ kind: 'edit', address })}
              />
            ))}
          </ul>
        </fieldset>
      )}

      <div className="checkout__actions">
        {list.length === 0 && !addresses.isError && (
          <p id="address-continue-hint" className="field__hint">
            {t('checkout.addAddressHint')}
          </p>
        )}
        <button
          type="button"
          className="button checkout__continue"
          disabled={list.length === 0 || processing}
          aria-describedby={list.length === 0 ? 'address-continue-hint' : undefined}
          onClick={() => void onContinue()}
        >
          {processing ? t('checkout.processing') : t('checkout.continue')}
        </button>
      </div>

      {form.kind !== 'closed' && (
        <Dialog
          variant="drawer"
          title={t(form.kind === 'new' ? 'checkout.addNewAddress' : 'checkout.editAddress')}
          closeLabel={t('checkout.close')}
          onClose={() => setForm({ kind: 'closed' })}
        >
          <AddressForm
            address={form.kind === 'edit' ? form.address : null}
            newAddress={newAddress}
            placeSearch={placeSearch}
            onSaved={(saved) => choose(saved.id)}
          />
        </Dialog>
      )}

      {undeliverable && (
        <UndeliverableModal
          items={undeliverable}
          removeProducts={removeProducts}
          onClose={() => setUndeliverable(null)}
        />
      )}
    </div>
  );
}
