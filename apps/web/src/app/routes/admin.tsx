import { AdminArea } from '../../features/admin/components/admin-area';

/** /admin and everything under it: the back office, its own chunk, never in the storefront's start-up code. */
export function Component() {
  return <AdminArea />;
}
