import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { keepReferralCode } from '../../features/auth/lib/referral-code';
import { paths } from '../../config/paths';
import { isLoggedIn } from '../../lib/session';
import { useStrings } from '../../lib/strings';

/**
 * /r/{code}: a referral link. The code is kept until the next login, which sends it; a visitor
 * goes on to sign up, one already logged in to the home page (an existing account earns nothing).
 */
export function Component() {
  const t = useStrings();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    const loggedIn = isLoggedIn();
    if (!loggedIn) keepReferralCode(code);
    void navigate(loggedIn ? paths.home() : paths.loginToSignUp(), { replace: true });
  }, [code, navigate]);
  return <p role="status">{t('common.loading')}</p>;
}
