import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import {
  ANDROID_APP_URL,
  SOCIAL_LINKS,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  SUPPORT_PHONE_DIGITS,
} from '../../../lib/contact';
import { useLanguage } from '../../../lib/page-locale';
import { useIsLoggedIn } from '../../../lib/session';
import { useStrings } from '../../../lib/strings';

export function Footer() {
  const t = useStrings();
  const loggedIn = useIsLoggedIn();
  const language = useLanguage();
  const newTab = <span className="visually-hidden"> {t('footer.newTab')}</span>;
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section className="footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about">{t('footer.about')}</h2>
          <p>{t('app.tagline')}</p>
          <a className="button footer__app" href={ANDROID_APP_URL} target="_blank" rel="noopener noreferrer">
            {t('footer.app')}
            {newTab}
          </a>
        </section>
        <section aria-labelledby="footer-policies">
          <h2 id="footer-policies">{t('footer.policies')}</h2>
          <ul>
            <li>
              <Link to={paths.aboutUs()}>{t('footer.aboutUs')}</Link>
            </li>
            <li>
              <Link to={paths.terms()}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to={paths.privacy()}>{t('footer.privacy')}</Link>
            </li>
            <li>
              {/* Spec: the refund policy follows the language and opens in a new tab. */}
              <a href={paths.refundPolicy(language)} target="_blank" rel="noopener">
                {t('footer.refund')}
                {newTab}
              </a>
            </li>
            <li>
              <Link to={paths.referral(language)}>{t('footer.referral')}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support">{t('footer.support')}</h2>
          <ul>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{t('footer.email', { email: SUPPORT_EMAIL })}</a>
            </li>
            <li>
              <a href={`tel:+${SUPPORT_PHONE_DIGITS}`}>{t('footer.phone', { phone: SUPPORT_PHONE })}</a>
            </li>
            <li>{t('footer.hours')}</li>
          </ul>
        </section>
        <section aria-labelledby="footer-jump">
          <h2 id="footer-jump">{t('footer.jumpTo')}</h2>
          <ul>
            {loggedIn ? (
              <>
                <li>
                  <Link to={paths.home()}>{t('footer.home')}</Link>
                </li>
                <li>
                  <Link to={paths.cart()}>{t('footer.cart')}</Link>
                </li>
                <li>
                  <Link to={paths.brands()}>{t('footer.brands')}</Link>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Link to={paths.login()}>{t('footer.login')}</Link>
                </li>
                <li>
                  <Link to={paths.loginToSignUp()}>{t('footer.register')}</Link>
                </li>
              </>
            )}
          </ul>
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow">{t('footer.follow')}</h2>
          <ul className="footer__social">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.key}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {t(link.key)}
                  {newTab}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="footer__copy">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
