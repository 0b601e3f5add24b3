import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';

interface AdminScreenProps {
  /** The page's title and its heading. */
  title: string;
  /** What the heading offers beside it: a New button. */
  action?: ReactNode;
  /** The list the screen belongs to, linked above the heading. */
  back?: { to: string; label: string };
  children: ReactNode;
}

/** A back-office screen: its title in the browser's tab and as the heading that names the screen. */
export function AdminScreen({ title, action, back, children }: AdminScreenProps) {
  usePageTitle(title);
  return (
    <section aria-labelledby="admin-heading">
      {back && (
        <p>
          <Link to={back.to}>{back.label}</Link>
        </p>
      )}
      <Head action={action}>
        <h1 id="admin-heading">{title}</h1>
      </Head>
      {children}
    </section>
  );
}

/** A titled part of a screen, under the screen's own heading. */
export function AdminPart({ title, action, children }: Omit<AdminScreenProps, 'back'>) {
  const headingId = useId();
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <Head action={action}>
        <h2 id={headingId}>{title}</h2>
      </Head>
      {children}
    </section>
  );
}

/** A heading alone, or in a row with what it offers. */
function Head({ action, children }: { action: ReactNode; children: ReactNode }) {
  if (!action) return children;
  return (
    <div className="admin-head">
      {children}
      {action}
    </div>
  );
}
