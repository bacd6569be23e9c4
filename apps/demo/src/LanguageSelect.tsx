import { SUPPORTED_LOCALES } from '@portico/common'
import { useLocale } from '@portico/react'

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
 * @example
 * <LanguageSelect />
 */
export function LanguageSelect() {
  const { locale, setLocale } = useLocale()
  return (
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
  )
}
