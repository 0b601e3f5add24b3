import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_DIGITS } from '../../../lib/contact';
import { useStrings } from '../../../lib/strings';
import { enOrders } from '@krishi/contract';

/** My Orders' Need Help box: e-mail, call and WhatsApp. */
export function NeedHelp() {
  const t = useStrings(enOrders);
  return (
    <aside className="need-help" aria-labelledby="need-help-title">
      <h2 id="need-help-title" className="need-help__title">
        {t('orders.needHelp')}
      </h2>
      <p>{t('orders.needHelpText')}</p>
      <ul className="need-help__list">
        <li>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{t('orders.email', { email: SUPPORT_EMAIL })}</a>
        </li>
        <li>
          <a href={`tel:+${SUPPORT_PHONE_DIGITS}`}>{t('orders.call', { phone: SUPPORT_PHONE })}</a>
        </li>
        <li>
          <a href={`https://wa.me/${SUPPORT_PHONE_DIGITS}`} target="_blank" rel="noopener">
            {t('orders.whatsapp')}
          </a>
        </li>
      </ul>
    </aside>
  );
}
