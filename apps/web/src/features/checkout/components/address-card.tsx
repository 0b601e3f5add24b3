import { enCheckout, completeAddressIn, type Address } from '@krishi/contract';
import { currentLanguage } from '../../../lib/language';
import { useStrings } from '../../../lib/strings';

interface AddressCardProps {
  address: Address;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
}

/** A saved address as a choice: the chosen one has a green border (spec section 2). */
export function AddressCard({ address, selected, onSelect, onEdit }: AddressCardProps) {
  const t = useStrings(enCheckout);
  return (
    <li className={`address-card${selected ? ' address-card--selected' : ''}`}>
      <label className="address-card__choice">
        <input type="radio" name="selectedAddress" checked={selected} onChange={onSelect} />
        <span className="address-card__text">
          <span className="address-card__name">{address.name}</span>
          <span>{completeAddressIn(address, currentLanguage())}</span>
          <span>{t('checkout.phone', { phone: address.phoneNumber })}</span>
          {address.email && <span>{address.email}</span>}
        </span>
      </label>
      <button type="button" className="button button--outline button--small" onClick={onEdit}>
        {t('checkout.edit')}
        <span className="visually-hidden"> {address.name}</span>
      </button>
    </li>
  );
}
