import { Link } from 'react-router';
import type { AgronomyTerm, LanguageCode } from '@krishi/contract';
import { paths } from '../../../config/paths';
import { termName } from '../lib/terms';
import './agronomy.css';

/** Crops and what harms them as links to their pages, in a line that wraps. */
export function TermLinks({ terms, language }: { terms: readonly AgronomyTerm[]; language: LanguageCode }) {
  return (
    <ul className="term-links">
      {terms.map((term) => {
        const name = termName(term, language);
        return (
          <li key={term.slug}>
            <Link to={term.kind === 'crop' ? paths.crop(term.slug) : paths.problem(term.slug)} lang={name.lang}>
              {name.text}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
