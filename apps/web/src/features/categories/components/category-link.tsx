import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Key under which a category's shown name waits for the listing's title (spec section 3). */
export const categoryNameKey = (id: number) => `category_name_${id}`;

/**
 * A link to a category's listing that hands over the name to title the page with: in the
 * navigation state, and in localStorage for a reload or a new tab.
 */
export function CategoryLink({
  id,
  slugName,
  shownName,
  className,
  children,
}: {
  id: number;
  /** English name: the URL slug never changes with the language. */
  slugName: string;
  shownName: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      className={className}
      to={paths.category({ id, name: slugName })}
      state={{ categoryName: shownName }}
      onClick={() => {
        try {
          localStorage.setItem(categoryNameKey(id), shownName);
        } catch {
          // Storage full or blocked: the navigation state still carries the name.
        }
      }}
    >
      {children}
    </Link>
  );
}
