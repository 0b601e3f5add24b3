import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  enErrors,
  enCheckout,
  addressInput,
  DEFAULT_COUNTRY,
  maskPhone,
  maskPinCode,
  type Address,
  type AddressFields,
  type AddressInput,
  type PlaceSuggestion,
} from '@krishi/contract';
import { useSaveAddress } from '../api/save-address';
import { addressFromPlace, shownPlaceNames, storedPlaceNames } from '../lib/address-defaults';
import { issueText } from '../../../lib/error-text';
import { currentLanguage } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';

/** The place search the route puts into the form; it calls `fill` with the chosen place. */
export type PlaceSearchSlot = (fill: (place: PlaceSuggestion) => void) => ReactNode;

interface AddressFormProps {
  /** The address to edit; none for a new one. */
  address: Address | null;
  /** What a new address starts with (the route's: the profile's name, phone and place). */
  newAddress?: Partial<AddressInput> | undefined;
  placeSearch: PlaceSearchSlot;
  onSaved: (address: Address) => void;
}

function defaultsFor(address: Address | null, newAddress: Partial<AddressInput> = {}): AddressInput {
  if (!address) {
    return {
      name: '',
      phoneNumber: '',
      email: '',
      addressLine1: '',
      village: '',
      taluk: '',
      district: '',
      state: '',
      pinCode: '',
      country: DEFAULT_COUNTRY,
      ...newAddress,
    };
  }
  return {
    id: address.id,
    name: address.name,
    phoneNumber: address.phoneNumber,
    email: address.email ?? '',
    addressLine1: address.addressLine1,
    village: address.village ?? '',
    taluk: address.taluk,
    district: address.district,
    state: address.state,
    pinCode: address.pinCode,
    country: address.country || DEFAULT_COUNTRY,
  };
}

type TextField = Exclude<keyof AddressInput, 'id'>;

/**
 * The side form's address fields with every rule of spec section 5: the contract's
 * `addressInput`, the schema `POST /api/userAddress` checks. Pincode and phone keep only their
 * first 6 and 10 digits of whatever is typed or pasted (no maxLength, which would cut a pasted
 * '98765 43210' before the mask drops the space).
 */
export function AddressForm({ address, newAddress, placeSearch, onSaved }: AddressFormProps) {
  const t = useStrings(enCheckout, enErrors);
  const id = useId();
  const save = useSaveAddress();
  const language = currentLanguage();
  const defaults = shownPlaceNames(defaultsFor(address, newAddress), language);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<AddressInput, unknown, AddressFields>({
    resolver: zodResolver(addressInput),
    defaultValues: defaults,
    // The profile may arrive after a new address's form opened: its name, phone and place then
    // fill the boxes the buyer has not typed in.
    values: defaults,
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });

  const fill = (place: PlaceSuggestion) => {
    const options = { shouldValidate: true, shouldDirty: true };
    for (const [name, value] of Object.entries(shownPlaceNames(addressFromPlace(place), language)) as [
      TextField,
      string,
    ][]) {
      setValue(name, name === 'pinCode' ? maskPinCode(value) : value, options);
    }
  };

  const onValid = (fields: AddressFields) =>
    save.mutate(storedPlaceNames(fields), {
      onSuccess: (saved) => {
        toast.success(t('checkout.addressSaved'));
        onSaved(saved);
      },
      onError: () => toast.error(t('checkout.addressSaveFailed')),
    });

  const field = (
    name: TextField,
    label: string,
    input: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email' } = {},
    mask?: (value: string) => string,
    optional = false,
  ) => {
    const inputId = `${id}-${name}`;
    const message = errors[name]?.message;
    const registered = register(name);
    return (
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {label}
          {optional && <span className="field__optional"> {t('checkout.optional')}</span>}
        </label>
        <input
          id={inputId}
          className="field__input"
          {...input}
          {...(message ? { 'aria-invalid': true, 'aria-describedby': `${inputId}-error` } : {})}
          {...registered}
          onChange={(event) => {
            if (mask) event.target.value = mask(event.target.value);
            void registered.onChange(event);
          }}
        />
        {message && (
          <p id={`${inputId}-error`} className="field__error">
            {issueText(t, message)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="address-form" noValidate onSubmit={handleSubmit(onValid)}>
      {placeSearch(fill)}
      <div className="address-form__grid">
        {field('name', t('checkout.field.name'), { autoComplete: 'name' })}
        {field(
          'phoneNumber',
          t('checkout.field.phoneNumber'),
          { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
          maskPhone,
        )}
        {field('email', t('checkout.field.email'), { type: 'email', autoComplete: 'email' }, undefined, true)}
        {field('addressLine1', t('checkout.field.addressLine1'), { autoComplete: 'address-line1' })}
        {field('village', t('checkout.field.village'), {}, undefined, true)}
        {field('taluk', t('checkout.field.taluk'))}
        {field('district', t('checkout.field.district'))}
        {field('state', t('checkout.field.state'), { autoComplete: 'address-level1' })}
        {field(
          'pinCode',
          t('checkout.field.pinCode'),
          { inputMode: 'numeric', autoComplete: 'postal-code' },
          maskPinCode,
        )}
        {field('country', t('checkout.field.country'), { autoComplete: 'country-name' })}
      </div>
      <button type="submit" className="button address-form__submit" disabled={save.isPending}>
        {save.isPending ? t('checkout.savingAddress') : t('checkout.saveAddress')}
      </button>
    </form>
  );
}
