import { useId, useState, type KeyboardEvent } from 'react';
import { enPlaces, districtNameIn, PLACE_SEARCH_MAX, stateNameIn, type PlaceSuggestion } from '@krishi/contract';
import { SearchIcon } from '../../../components/icons';
import { nextActiveOption } from '../../../lib/listbox';
import { useLanguage } from '../../../lib/page-locale';
import { useDebounced } from '../../../lib/use-debounced';
import { placeQueryText, usePlaces } from '../api/get-places';
import { toast } from '../../../lib/toast';
import { useStrings } from '../../../lib/strings';
import './places.css';

const DEBOUNCE_MS = 250;

/**
 * Quick Address Fill (spec sections 2 and 5): type at least 3 characters of a place or pin code
 * and pick one of India's places; the form it sits in fills its address fields from it. It is
 * not a form of its own, so it can sit inside the form it fills.
 */
export function PlaceSearch({ onSelect }: { onSelect: (place: PlaceSuggestion) => void }) {
  const t = useStrings(enPlaces);
  const id = useId();
  const [text, setText] = useState('');
  // The search button runs at once for the typed text; typing waits until it settles.
  const [forced, setForced] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebounced(text, DEBOUNCE_MS);
  const query = placeQueryText(forced ?? debounced);
  const { data: places, isFetching, isError } = usePlaces(open ? query : '');

  const answered = open && query !== '' && (places !== undefined || isError);
  const options = answered && !isError ? (places ?? []) : [];
  const showList = options.length > 0;
  const problem = !answered ? '' : isError ? t('places.error') : options.length === 0 ? t('places.noResults') : '';
  const language = useLanguage();
  // Kannada pages name the district and state in Kannada; the form still receives the place as it is.
  const where = (p: PlaceSuggestion) => ({
    district: districtNameIn(p.district, p.state, language),
    state: stateNameIn(p.state, language),
    pinCode: p.pinCode,
  });
  const label = (p: PlaceSuggestion) => t('places.option', { place: p.place, ...where(p) });

  const choose = (place: PlaceSuggestion | undefined) => {
    if (!place) return;
    setText(label(place));
    setOpen(false);
    setActive(-1);
    onSelect(place);
    toast.success(t('places.selected'));
  };

  const search = () => {
    if (!text.trim()) {
      toast.error(t('places.empty'));
      return;
    }
    setForced(text);
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => nextActiveOption(current, step, options.length));
    } else if (event.key === 'Enter') {
      // The search sits inside another form: Enter picks or searches, it never submits that form.
      event.preventDefault();
      if (options[active]) choose(options[active]);
      else search();
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="place-search">
      <label className="field__label" htmlFor={`${id}-input`}>
        {t('places.label')}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {t('places.hint')}
      </p>
      <div className="place-search__box">
        <input
          id={`${id}-input`}
          className="field__input place-search__input"
          type="search"
          role="combobox"
          autoComplete="off"
          maxLength={PLACE_SEARCH_MAX}
          placeholder={t('places.placeholder')}
          value={text}
          aria-describedby={`${id}-hint`}
          aria-expanded={showList}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={showList && options[active] ? `${id}-opt-${active}` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setForced(null);
            setActive(-1);
            setOpen(event.target.value.trim() !== '');
          }}
          onFocus={() => setOpen(text.trim() !== '')}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button place-search__button" onClick={search}>
          <SearchIcon />
          <span className="visually-hidden">{t('places.search')}</span>
        </button>
      </div>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={t('places.suggestions')}
        className="place-search__list"
        hidden={!showList}
        aria-busy={isFetching}
      >
        {options.map((place, index) => (
          <li
            key={`${place.pinCode}-${place.place}-${index}`}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={index === active}
            className="place-search__option"
            // Keeps the focus in the input, so its blur does not close the list before the click.
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
          >
            <span className="place-search__place">{place.place}</span>
            <span className="place-search__where">{t('places.where', where(place))}</span>
          </li>
        ))}
      </ul>
      <p className="place-search__status" role="status">
        {problem}
      </p>
    </div>
  );
}
