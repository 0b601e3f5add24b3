import { enProfile } from '@krishi/contract';
import { PlaceSearch } from '../../features/places/components/place-search';
import { ProfileScreen } from '../../features/profile/components/profile-screen';
import { usePageTitle } from '../../lib/page-title';
import { useStrings } from '../../lib/strings';

/** /register, /your-account, /sign-up: registration and profile update, with the Quick Address Fill. */
export function Component() {
  const t = useStrings(enProfile);
  usePageTitle(t('profile.title'));
  return (
    <main className="page page--form">
      <ProfileScreen placeSearch={(fill) => <PlaceSearch onSelect={fill} />} />
    </main>
  );
}
