import { useStrings } from '../../../lib/strings';
import { enWishlist } from '@krishi/contract';
import './wishlist.css';

interface HeartButtonProps {
  /** The product's name in the visitor's language, for the button's label. */
  product: string;
  inList: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** The wishlist heart as drawn: filled once the product is in the list. */
export function HeartButton({ product, inList, disabled = false, onClick }: HeartButtonProps) {
  const t = useStrings(enWishlist);
  return (
    <button
      type="button"
      className={`wishlist-heart${inList ? ' wishlist-heart--on' : ''}`}
      aria-pressed={inList}
      aria-label={t('wishlist.add', { product })}
      disabled={disabled}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.6 5c2.1 0 3.6 1.2 4.4 2.6h2C13.8 6.2 15.3 5 17.4 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
