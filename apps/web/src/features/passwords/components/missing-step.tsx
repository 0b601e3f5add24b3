import { Link } from 'react-router';
import { enPasswords } from '@krishi/contract';
import { paths } from '../../../config/paths';
import { useStrings } from '../../../lib/strings';
import './passwords.css';

/** A later step opened without the earlier ones (a bookmark, a new tab): start from the e-mail. */
export function MissingStep() {
  const t = useStrings(enPasswords);
  return (
    <section className="card password-card">
      <h1>{t('passwords.title')}</h1>
      <p className="password-form__intro">{t('passwords.noEmail')}</p>
      <Link className="button" to={paths.forgotPassword()}>
        {t('passwords.startAgain')}
      </Link>
    </section>
  );
}
