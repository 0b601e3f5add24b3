import { useId } from 'react';
import { setDataSaver, useDataSaver } from '../../../lib/data-saver';
import { useStrings } from '../../../lib/strings';

/**
 * The farmer's switch for data-saver mode (decision 043). It shows the mode in force, the
 * browser's hint included; switching it is an explicit choice that the hint no longer overrides.
 */
export function DataSaverToggle({ className }: { className: string }) {
  const t = useStrings();
  const on = useDataSaver();
  const hintId = useId();
  return (
    <label className={`${className} data-saver`}>
      <input
        type="checkbox"
        checked={on}
        aria-describedby={hintId}
        onChange={(event) => setDataSaver(event.target.checked)}
      />
      <span className="data-saver__text">
        {t('layout.dataSaver')}
        <small id={hintId} className="data-saver__hint">
          {t('layout.dataSaverHint')}
        </small>
      </span>
    </label>
  );
}
