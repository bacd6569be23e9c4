import { useT } from '../../i18n/useT'
import { StrokeIcon } from '../Icon/StrokeIcon'
import { Spinner } from '../Spinner/Spinner'

/**
 * Props of {@link SearchInput}.
 * @example
 * const props: SearchInputProps = { value: '', onChange() {}, label: 'Search wallet' }
 */
export type SearchInputProps = {
  value: string
  onChange: (value: string) => void
  /** Accessible name, also the placeholder. */
  label: string
  /** Shows a spinner in place of the magnifier and marks the field busy. */
  busy?: boolean
  testId?: string
}

/**
 * A search field with a magnifier (a spinner while busy) and a clear button once it has text.
 * Escape inside a non-empty field clears it instead of closing the modal.
 * @example
 * <SearchInput label="Search wallet" value={text} onChange={setText} busy={searching} />
 */
export function SearchInput({ value, onChange, label, busy = false, testId }: SearchInputProps) {
  const { t } = useT()
  return (
    <div className="portico-search">
      <span className="portico-search-icon" aria-hidden="true">
        {busy ? (
          <Spinner size={16} />
        ) : (
          <StrokeIcon size={16}>
            <path d="M11 4a7 7 0 100 14 7 7 0 000-14zM20 20l-4-4" />
          </StrokeIcon>
        )}
      </span>
      <input
        type="search"
        className="portico-search-input"
        value={value}
        placeholder={label}
        aria-label={label}
        aria-busy={busy || undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            // The dialog closes on an Escape nobody handled; this one only clears the field.
            event.preventDefault()
            event.stopPropagation()
            onChange('')
          }
        }}
      />
      {value && (
        <button
          type="button"
          className="portico-search-clear"
          aria-label={t('connect.search.clear')}
          onClick={() => onChange('')}
        >
          <StrokeIcon size={14} strokeWidth={2.5}>
            <path d="M6 6l12 12M18 6L6 18" />
          </StrokeIcon>
        </button>
      )}
    </div>
  )
}
