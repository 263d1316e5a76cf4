import { useId, type FormEvent } from 'react';
import { useI18n } from '../i18n.tsx';
import { SearchIcon } from './SearchIcon.tsx';

/** A list's search box: `role="search"`, a real label, submit on Enter or the button. */
export function SearchForm({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder?: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSearch(String(new FormData(e.currentTarget).get('q') ?? '').trim());
  };
  return (
    <form role="search" className="list-search" onSubmit={submit} aria-label={label}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        // keyed by the searched text: back/forward shows the search of that page
        key={value}
        name="q"
        type="search"
        defaultValue={value}
        maxLength={100}
        placeholder={placeholder ?? t('list.searchPlaceholder')}
      />
      <button type="submit" className="list-search-button">
        <SearchIcon />
        <span className="visually-hidden">{t('list.search')}</span>
      </button>
    </form>
  );
}
