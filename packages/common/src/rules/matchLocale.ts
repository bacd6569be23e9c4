import { DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES } from '../constants/locales'

const byLowerCase = new Map<string, Locale>(SUPPORTED_LOCALES.map((l) => [l.toLowerCase(), l]))

/** Script and region variants of Chinese that read traditional characters. */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/

function matchOne(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase().replaceAll('_', '-')
  if (!lower) return undefined
  const exact = byLowerCase.get(lower)
  if (exact) return exact
  const language = lower.split('-')[0] ?? ''
  if (language === 'zh') return TRADITIONAL_CHINESE.test(lower) ? 'zh-TW' : 'zh-CN'
  // Portuguese is shipped as Brazilian Portuguese, the variant most readers of pt understand.
  if (language === 'pt') return 'pt-BR'
  // Hebrew's legacy code, still sent by some systems.
  if (language === 'iw') return 'he'
  return byLowerCase.get(language)
}

/**
 * The kit's language for a visitor: the first of `preferred` (the browser's
 * `navigator.languages`, most wanted first) that the kit ships, matched on the exact tag, then
 * on the language alone; English when none matches.
 * @example
 * matchLocale(['de-AT', 'en']) // 'de'
 * matchLocale(['zh-Hant-HK']) // 'zh-TW'
 * matchLocale(['sw']) // 'en'
 */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    if (typeof tag !== 'string') continue
    const locale = matchOne(tag)
    if (locale) return locale
  }
  return DEFAULT_LOCALE
}

/**
 * Whether `value` is one of the kit's locale tags, exactly as shipped.
 * @example
 * isLocale('pt-BR') // true
 * isLocale('pt') // false
 */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value)
}
