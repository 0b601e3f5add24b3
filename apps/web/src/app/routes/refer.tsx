import { enReferral } from '@krishi/contract';
import { ReferScreen } from '../../features/referral/components/refer-screen';
import { usePageTitle } from '../../lib/page-title';
import { useStrings } from '../../lib/strings';

/** /refer: 'Refer a farmer', behind the login guard (issue 20). */
export function Component() {
  const t = useStrings(enReferral);
  usePageTitle(t('referral.title'));
  return (
    <main className="page">
      <h1>{t('referral.title')}</h1>
      <ReferScreen />
    </main>
  );
}
