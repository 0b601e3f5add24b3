import { Link } from 'react-router';
import { enAgronomy, type LanguageCode } from '@krishi/contract';
import { paths } from '../../../config/paths';
import { useStrings } from '../../../lib/strings';
import { useAgronomyTerms } from '../api/get-agronomy';
import { termName } from '../lib/terms';
import { termsNamedIn } from '../lib/terms-in-query';
import './agronomy.css';

/** Above a search's results: the pages of the crops and pests the query names. */
export function NamedTerms({ query, language }: { query: string; language: LanguageCode }) {
  const t = useStrings(enAgronomy);
  const named = termsNamedIn(query, useAgronomyTerms().data?.terms ?? []);
  if (named.length === 0) return null;
  return (
    <ul className="named-terms" aria-label={t('agronomy.namedInSearch')}>
      {named.map((term) => {
        const name = termName(term, language);
        return (
          <li key={term.slug}>
            <Link
              className="named-terms__link"
              to={term.kind === 'crop' ? paths.crop(term.slug) : paths.problem(term.slug)}
            >
              <span className="named-terms__kind">{t(`agronomy.kind.${term.kind}`)}</span>
              <span className="named-terms__name" lang={name.lang}>
                {name.text}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
