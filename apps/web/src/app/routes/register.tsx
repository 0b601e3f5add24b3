import { useTranslation } from 'react-i18next';
import { PlaceSearch } from '../../features/places/components/place-search';
import { ProfileScreen } from '../../features/profile/components/profile-screen';
import { usePageTitle } from '../../lib/page-title';

/** /register, /your-account, /sign-up: registration and profile update, with the Quick Address Fill. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  return (
    <main className="page page--form">
      <ProfileScreen placeSearch={(fill) => <PlaceSearch onSelect={fill} />} />
    </main>
  );
}
