import type { FormEventHandler, ReactNode } from 'react';

interface SearchFormProps {
  /** The form's name, where the page has more than one. */
  label?: string;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A list's filters, applied together by the button at their end. */
export function SearchForm({ label, submitLabel, onSubmit, children }: SearchFormProps) {
  return (
    <form className="admin-filters" role="search" aria-label={label} onSubmit={onSubmit}>
      {children}
      <button type="submit" className="button">
        {submitLabel}
      </button>
    </form>
  );
}
