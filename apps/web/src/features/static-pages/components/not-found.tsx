import { Link, useNavigate } from 'react-router';
import { enPages } from '@krishi/contract';
import { paths } from '../../../config/paths';
import { useStrings } from '../../../lib/strings';
import './not-found.css';

/** The router numbers its history entries; 0 is the page this visit started on. */
function cameFromThisSite(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0
  );
}

/** Spec: 'Page not found' with 'Take me home' and 'Go back' (home too when there is nowhere to go back to). */
export function NotFound() {
  const t = useStrings(enPages);
  const navigate = useNavigate();
  return (
    <div className="not-found">
      <svg className="not-found__art" width="160" height="120" viewBox="0 0 160 120" aria-hidden="true">
        <path d="M10 100h140" stroke="#c9d2cc" strokeWidth="4" strokeLinecap="round" />
        <path d="M40 100c0-22 10-38 30-46" stroke="#1b7f3b" strokeWidth="5" fill="none" strokeLinecap="round" />
        <path d="M70 54c-16 2-28-6-32-20 16-2 28 6 32 20z" fill="#218c45" />
        <path d="M58 74c12-8 26-6 34 4-12 8-26 6-34-4z" fill="#1b7f3b" />
        <text x="112" y="60" textAnchor="middle" fontSize="40" fontWeight="700" fill="#0f4d23">
          ?
        </text>
      </svg>
      <h1>{t('notFound.title')}</h1>
      <p>{t('pages.notFound.text')}</p>
      <div className="button-row">
        <Link className="button" to={paths.home()}>
          {t('notFound.home')}
        </Link>
        <button
          type="button"
          className="button button--outline"
          onClick={() => void (cameFromThisSite() ? navigate(-1) : navigate(paths.home(), { replace: true }))}
        >
          {t('notFound.back')}
        </button>
      </div>
    </div>
  );
}
