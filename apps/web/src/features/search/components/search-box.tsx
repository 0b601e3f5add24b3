import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  discountPercent,
  formatPrice,
  LATEST_QUERY,
  MAX_SEARCH_LENGTH,
  pickText,
  shownPrice,
  type ProductSummary,
} from '@krishi/contract';
import { SearchIcon } from '../../../components/icons';
import { ProductImage } from '../../../components/product-image';
import { paths } from '../../../config/paths';
import { useDismiss } from '../../../lib/dismiss';
import { useLanguage } from '../../../lib/page-locale';
import { useRouteMenu } from '../../../lib/route-menu';
import { suggestionText, useSuggestions } from '../api/get-suggestions';
import { nextActiveOption } from '../../../lib/listbox';
import { useDebounced } from '../../../lib/use-debounced';
import { isNetworkFailure } from '../../../lib/api-client';
import { initialVariant } from '../../../lib/variants';
import { useStrings } from '../../../lib/strings';

const DEBOUNCE_MS = 200;
const SEARCH_PATH = paths.search('').split('?')[0];

function Suggestion({ product }: { product: ProductSummary }) {
  const language = useLanguage();
  const variant = initialVariant(product.variants);
  const list = variant && discountPercent(variant) > 0 ? variant.price : null;
  return (
    <>
      <ProductImage
        mediaKey={product.images[0]}
        sizes="48px"
        width={48}
        height={48}
        alt=""
        className="suggestion__image"
      />
      <span className="suggestion__text">
        <span className="suggestion__title">{pickText(product.title, language)}</span>
        <span className="suggestion__price">
          {formatPrice(shownPrice(variant))}
          {list !== null && <s className="suggestion__list">{formatPrice(list)}</s>}
        </span>
      </span>
    </>
  );
}

/**
 * The top bar's search: an accessible combobox suggesting up to four products while typing,
 * plus a 'See all results' row. Enter or the button opens the results page.
 */
export function SearchBox() {
  const t = useStrings();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const rootRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  // On the results page the box shows the text searched for, also after back and forward.
  const { pathname, search } = useLocation();
  const searched = pathname === SEARCH_PATH ? (new URLSearchParams(search).get('query') ?? '') : null;
  const [shownSearch, setShownSearch] = useState<string | null>(null);
  if (searched !== shownSearch) {
    setShownSearch(searched);
    // query=Latest is the newest-products list, not something the visitor typed.
    if (searched !== null) setText(searched === LATEST_QUERY ? '' : searched);
  }
  const [open, setOpen] = useRouteMenu<true>();
  const [active, setActive] = useState(-1);
  const query = suggestionText(useDebounced(text, DEBOUNCE_MS));
  const {
    data: products,
    isFetching,
    fetchStatus,
    isPlaceholderData,
    failureReason,
  } = useSuggestions(open ? query : '');
  useDismiss(rootRef, open !== null, () => setOpen(null));

  const trimmed = text.trim();
  // Offline, TanStack holds the request until the connection returns: the box says so instead of
  // showing nothing, or the suggestions of an earlier text. A request the network lost (as the
  // connection dropped or returned, or on a network the phone still calls online) is asked
  // again, and the box says the same until an answer comes.
  const noConnection = fetchStatus === 'paused' || isNetworkFailure(failureReason);
  const waiting = open !== null && trimmed !== '' && noConnection && (!products || isPlaceholderData);
  const showList = open !== null && trimmed !== '' && query !== '' && products !== undefined && !waiting;
  const options =
    showList && products.length > 0
      ? [...products.map((p) => ({ kind: 'product' as const, product: p })), { kind: 'all' as const }]
      : [];

  const close = () => {
    setOpen(null);
    setActive(-1);
  };
  const goToResults = () => {
    if (!trimmed) return;
    close();
    void navigate(paths.search(trimmed));
  };
  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    if (option.kind === 'all') return goToResults();
    close();
    const p = option.product;
    void navigate(paths.product({ id: p.id, title: p.title.en, brand: p.brand.en }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (options[active]) choose(active);
    else goToResults();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (open === null) setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => nextActiveOption(current, step, options.length));
    } else if (event.key === 'Escape') {
      close();
    }
  };

  return (
    <form className="search" role="search" action={paths.searchForm()} ref={rootRef} onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={`${id}-input`}>
        {t('search.label')}
      </label>
      <input
        id={`${id}-input`}
        name="query"
        className="search__input"
        type="search"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={t('search.placeholder')}
        value={text}
        aria-expanded={showList || waiting}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(event.target.value.trim() ? true : null);
        }}
        onFocus={() => {
          if (trimmed) setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="search__button">
        <SearchIcon />
        <span className="visually-hidden">{t('search.submit')}</span>
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className="search__list"
        hidden={!showList && !waiting}
        aria-busy={isFetching}
      >
        {waiting && (
          <li className="search__empty" role="presentation">
            {t('search.offline')}
          </li>
        )}
        {showList && products.length === 0 && (
          <li className="search__empty" role="presentation">
            {t('search.noMatches')}
          </li>
        )}
        {options.map((option, index) => (
          <li
            key={option.kind === 'all' ? 'all' : option.product.id}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={index === active}
            className={option.kind === 'all' ? 'suggestion suggestion--all' : 'suggestion'}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            {option.kind === 'all' ? t('search.seeAll') : <Suggestion product={option.product} />}
          </li>
        ))}
      </ul>
    </form>
  );
}
