import type { Locale } from '@portico/common'
import { button } from './messages/en/button'

/**
 * The page-level buttons' words in one language.
 * @example
 * const words: ButtonMessages = { 'button.connect': 'Connect Wallet', 'button.connecting': 'Connecting…', 'button.network': 'Network', 'button.wrongNetwork': 'Wrong network' }
 */
export type ButtonMessages = { readonly [key in keyof typeof button]: string }

// Each language's button words alone: a few hundred bytes, not the modal's whole catalogue.
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ button: ButtonMessages }>> = {
  ar: () => import('./messages/ar/button'),
  de: () => import('./messages/de/button'),
  es: () => import('./messages/es/button'),
  fr: () => import('./messages/fr/button'),
  he: () => import('./messages/he/button'),
  hi: () => import('./messages/hi/button'),
  id: () => import('./messages/id/button'),
  it: () => import('./messages/it/button'),
  ja: () => import('./messages/ja/button'),
  ko: () => import('./messages/ko/button'),
  nl: () => import('./messages/nl/button'),
  pl: () => import('./messages/pl/button'),
  'pt-BR': () => import('./messages/pt-BR/button'),
  ru: () => import('./messages/ru/button'),
  th: () => import('./messages/th/button'),
  tr: () => import('./messages/tr/button'),
  uk: () => import('./messages/uk/button'),
  vi: () => import('./messages/vi/button'),
  'zh-CN': () => import('./messages/zh-CN/button'),
  'zh-TW': () => import('./messages/zh-TW/button'),
}

/**
 * The page-level buttons' words in `locale`, for buttons drawn without the modal's translator
 * (`@portico/vue`'s). English is there at once; another language is a small lazy chunk.
 * @example
 * const words = await loadButtonMessages('de')
 * words['button.connect'] // 'Wallet verbinden'
 */
export async function loadButtonMessages(locale: Locale): Promise<ButtonMessages> {
  if (locale === 'en') return button
  return (await LOADERS[locale]()).button
}
