import { useState, type ComponentProps } from 'react';
import { enListing } from '@krishi/contract';
import { Dialog } from '../../../components/dialog';
import { FilterIcon } from '../../../components/icons';
import { useStrings } from '../../../lib/strings';
import { chosenCount } from '../lib/listing-filters';
import { FilterForm } from './filter-form';

type SheetProps = Omit<ComponentProps<typeof FilterForm>, 'applyOnChange' | 'footer'>;

/**
 * On a phone the filters wait behind a button and open in a sheet over the listing: the buyer
 * ticks several, then 'Show results' applies them together and closes it.
 */
export function FilterSheet(props: SheetProps) {
  const t = useStrings(enListing);
  const [open, setOpen] = useState(false);
  const count = chosenCount(props.choice.filters);
  return (
    <>
      <button type="button" className="button button--outline filter-sheet__open" onClick={() => setOpen(true)}>
        <FilterIcon size={20} />
        {count > 0 ? t('filters.openChosen', { count }) : t('filters.open')}
      </button>
      {open && (
        <Dialog
          title={t('filters.title')}
          closeLabel={t('filters.close')}
          onClose={() => setOpen(false)}
          variant="drawer"
        >
          <FilterForm
            {...props}
            applyOnChange={false}
            onApply={(fields) => {
              setOpen(false);
              props.onApply(fields);
            }}
            footer={
              <div className="filter-sheet__footer">
                <button type="submit" className="button">
                  {t('filters.show')}
                </button>
              </div>
            }
          />
        </Dialog>
      )}
    </>
  );
}
