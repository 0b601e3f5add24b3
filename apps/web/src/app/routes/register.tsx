import { useTranslation } from 'react-i18next';
import { enPasswords, enPlaces, enProfile } from '@krishi/contract';
import { PlaceSearch } from '../../features/places/components/place-search';
import { ProfileScreen } from '../../features/profile/components/profile-screen';
import { usePageTitle } from '../../lib/page-title';
import { addEnglishStrings } from '../../lib/i18n';

addEnglishStrings(enPasswords, enPlaces, enProfile);

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
