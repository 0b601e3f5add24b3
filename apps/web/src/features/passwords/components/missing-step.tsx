import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import './passwords.css';

/** A later step opened without the earlier ones (a bookmark, a new tab): start from the e-mail. */
export function MissingStep() {
  const { t } = useTranslation();
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
