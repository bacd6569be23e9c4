/**
 * The languages the kit ships, as BCP 47 tags. English is the source: the spec's strings,
 * verbatim. Chinese comes in simplified (zh-CN) and traditional (zh-TW) script.
 * @example
 * SUPPORTED_LOCALES.includes('de') // true
 */
export const SUPPORTED_LOCALES = [
  'en',
  'ar',
  'de',
  'es',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt-BR',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const

/**
 * One of the kit's languages.
 * @example
 * const locale: Locale = 'pt-BR'
 */
export type Locale = (typeof SUPPORTED_LOCALES)[number]

/**
 * The language used when the visitor's browser asks for none the kit ships.
 * @example
 * DEFAULT_LOCALE // 'en'
 */
export const DEFAULT_LOCALE: Locale = 'en'

/**
 * Languages written right to left: the modal mirrors its layout for them.
 * @example
 * RTL_LOCALES.includes('ar') // true
 */
export const RTL_LOCALES: readonly Locale[] = ['ar', 'he']
