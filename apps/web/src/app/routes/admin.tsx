import { enAdmin, enListing, enOrders } from '@krishi/contract';
import { AdminArea } from '../../features/admin/components/admin-area';
import { addEnglishStrings } from '../../lib/i18n';

addEnglishStrings(enAdmin, enListing, enOrders);

/** /admin and everything under it: the back office, its own chunk, never in the storefront's start-up code. */
export function Component() {
  return <AdminArea />;
}
