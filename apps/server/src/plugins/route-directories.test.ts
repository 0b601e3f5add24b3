import { describe, expect, it } from 'vitest';
import { RouteDirectories } from './route-directories.js';

function directoriesOf(...routes: string[]): RouteDirectories {
  const directories = new RouteDirectories();
  for (const route of routes) directories.add(route);
  return directories;
}

describe('the directories routes claim', () => {
  it('a route claims its siblings, up to its first parameter', () => {
    const directories = directoriesOf('/admin/api/me', '/coupons/user/:userId', '/media/*');
    expect(['/admin/api/audit', '/coupons/user/7/x', '/media/anything'].map((u) => directories.contains(u))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('what lies above a route’s directory stays free for pages', () => {
    const directories = directoriesOf('/admin/api/me', '/order/:orderId');
    expect(['/admin/orders', '/order-details/5', '/'].map((u) => directories.contains(u))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('a route at the root claims what lies under it, not itself', () => {
    const directories = directoriesOf('/readyz', '/cart');
    expect(['/readyz/database', '/cart/anything', '/cart', '/cartoons'].map((u) => directories.contains(u))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
