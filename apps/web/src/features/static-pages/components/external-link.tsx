import type { ReactNode } from 'react';
import { enPages } from '@krishi/contract';
import { useStrings } from '../../../lib/strings';

/** A link that opens another site in a new tab, telling screen reader users so. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const t = useStrings(enPages);
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('pages.newTab')}</span>
    </a>
  );
}
