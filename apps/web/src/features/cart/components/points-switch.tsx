import { useState } from 'react';
import { enErrors, enReferral, formatRupees, MIN_POINTS_TO_REDEEM, type Cart } from '@krishi/contract';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';
import { useUsePoints } from '../api/cart-api';
import './cart.css';

/**
 * Checkout's 'Use my points' switch: shown once the buyer has points; usable from 50. The server
 * computes the discount (min(balance, 20% of the order after the coupon)) and the bill shows it.
 */
export function PointsSwitch({ cart }: { cart: Cart }) {
  const t = useStrings(enReferral, enErrors);
  const save = useUsePoints();
  // The choice shows at once (a controlled box would spring back until the server answers).
  const [wanted, setWanted] = useState<boolean | null>(null);
  if (cart.pointsBalance <= 0) return null;
  const enough = cart.pointsBalance >= MIN_POINTS_TO_REDEEM;
  const points = cart.pointsBalance;
  const on = wanted ?? cart.usePoints;
  return (
    <section className="card points-switch">
      <label className="points-switch__label">
        <input
          type="checkbox"
          role="switch"
          checked={enough && on}
          disabled={!enough || save.isPending}
          onChange={(event) => {
            const use = event.currentTarget.checked;
            setWanted(use);
            save.mutate(
              { cart, use },
              {
                onError: (error) => toast.error(errorText(t, error, 'referral.loadFailed')),
                onSettled: () => setWanted(null),
              },
            );
          }}
        />
        <span>{t('referral.usePoints')}</span>
        {enough && cart.usePoints && cart.userPointsDiscount > 0 && (
          <strong className="points-switch__saving">−{formatRupees(cart.userPointsDiscount)}</strong>
        )}
      </label>
      <p className="points-switch__note">
        {enough ? t('referral.usePointsHint', { points }) : t('referral.tooFewPoints', { points })}
      </p>
    </section>
  );
}
