import { Link } from 'react-router';
import { enProfile } from '@krishi/contract';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSessionPhone } from '../../../lib/session';
import { useStrings } from '../../../lib/strings';
import { useUserDetails } from '../api/get-user-details';
import { ProfileForm, type PlaceSearchSlot } from './profile-form';
import './profile.css';

/** Spec section 2: the screen needs a login; without one it says so and offers the login page. */
function AuthRequired() {
  const t = useStrings(enProfile);
  return (
    <section className="card profile-card profile-card--centered">
      <h1>{t('profile.authRequired')}</h1>
      <p>{t('profile.authRequiredText')}</p>
      <Link className="button" to={paths.login()}>
        {t('profile.goToLogin')}
      </Link>
    </section>
  );
}

function UserProfile({ phoneNumber, placeSearch }: { phoneNumber: string; placeSearch: PlaceSearchSlot }) {
  const t = useStrings(enProfile);
  const { data: user, isPending, isError, error, refetch, isFetching } = useUserDetails(phoneNumber);
  if (isPending) {
    return (
      <p className="card profile-card profile-card--centered" role="status">
        {t('profile.loading')}
      </p>
    );
  }
  if (isError) {
    // A refused token has ended the session; the layout is already on its way to /login.
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    return (
      <section className="card profile-card profile-card--centered">
        <p role="alert">{t('profile.fetchError')}</p>
        <button type="button" className="button" disabled={isFetching} onClick={() => void refetch()}>
          {t('profile.retry')}
        </button>
      </section>
    );
  }
  return (
    <section className="card profile-card">
      <h1>{t(user.isRegistered ? 'profile.updateHeading' : 'profile.registerHeading')}</h1>
      <p className="profile-card__intro">{t('profile.intro')}</p>
      <ProfileForm user={user} phoneNumber={phoneNumber} placeSearch={placeSearch} />
    </section>
  );
}

/** /register, /your-account and /sign-up: one screen to register or update the profile. */
export function ProfileScreen({ placeSearch }: { placeSearch: PlaceSearchSlot }) {
  const phoneNumber = useSessionPhone();
  if (!phoneNumber) return <AuthRequired />;
  return <UserProfile key={phoneNumber} phoneNumber={phoneNumber} placeSearch={placeSearch} />;
}
