import { SUPPORTED_LOCALES } from '@portico/common'
import { useLocale } from '@portico/react'
import { LineIcon } from './LineIcon'

/** Each language named in itself ('Deutsch', '日本語'), as a visitor looks for their own. */
function nativeName(locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale
  } catch {
    return locale
  }
}

/**
 * Picks the kit's language; the choice goes into the page URL (`?locale=`) so a reload keeps it.
 * On a phone it shows as a globe (styles.css), which the header has room for.
 * @example
 * <LanguageSelect />
 */
export function LanguageSelect() {
  const { locale, setLocale } = useLocale()
  return (
    // On a phone the field is a globe button: the select lies over it, unseen, and opens as usual.
    <span className="demo-language-field">
      <LineIcon className="demo-language-globe">
        <path d="M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </LineIcon>
      <select
        className="demo-language"
        aria-label="Language"
        value={locale}
        data-testid="demo-language"
        onChange={(event) => {
          setLocale(event.target.value)
          const url = new URL(window.location.href)
          url.searchParams.set('locale', event.target.value)
          window.history.replaceState(null, '', url)
        }}
      >
        {SUPPORTED_LOCALES.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {nativeName(tag)}
          </option>
        ))}
      </select>
    </span>
  )
}
