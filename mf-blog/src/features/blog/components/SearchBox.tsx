import { css } from '@linaria/core';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useId } from 'react';

const formClass = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  max-width: 32rem;
  margin-bottom: var(--space-8);
`;

const labelClass = css`
  font-weight: 600;
`;

const fieldClass = css`
  position: relative;
  display: flex;
  align-items: center;

  & > svg {
    position: absolute;
    left: var(--space-3);
    color: var(--color-text-muted);
    pointer-events: none;
  }
`;

const inputClass = css`
  width: 100%;
  min-height: 2.75rem;
  padding: var(--space-2) 2.75rem;
  border: 1px solid var(--color-text-muted);
  border-radius: var(--radius-full);
  background: var(--color-bg);
  color: var(--color-text);
  font: inherit;

  &::-webkit-search-cancel-button {
    display: none;
  }
`;

const clearButtonClass = css`
  position: absolute;
  right: var(--space-1);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border: 0;
  border-radius: var(--radius-full);
  background: transparent;
  color: var(--color-text-muted);
  cursor: pointer;

  &:hover {
    background: var(--color-surface-strong);
    color: var(--color-text);
  }
`;

interface Props {
  value: string;
  label: string;
  placeholder: string;
  clearLabel: string;
  onChange: (value: string) => void;
  onFocus: () => void;
  onClear: () => void;
}

/** The list's search box, a controlled view of `?q=`; the page owns the address. */
export function SearchBox({ value, label, placeholder, clearLabel, onChange, onFocus, onClear }: Props) {
  const id = useId();
  return (
    <form className={formClass} role="search" onSubmit={(e) => e.preventDefault()}>
      <label className={labelClass} htmlFor={id}>
        {label}
      </label>
      <div className={fieldClass}>
        <Search size={18} aria-hidden="true" />
        <input
          className={inputClass}
          id={id}
          type="search"
          name="q"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onFocus={onFocus}
          onChange={(e) => onChange(e.target.value)}
        />
        {value ? (
          <button className={clearButtonClass} type="button" aria-label={clearLabel} onClick={onClear}>
            <X size={18} aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </form>
  );
}
