import type { Locale } from '@portico/common'
import { createTranslator } from './createTranslator'
import { type Catalogue, en } from './messages/en'
import type { Translator } from './Translator'

/**
 * One dynamic import per locale, written out so that bundlers make each its own chunk: a
 * visitor downloads only the language they read.
 */
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ catalogue: Catalogue }>> = {
  ar: () => import('./messages/ar'),
  de: () => import('./messages/de'),
  es: () => import('./messages/es'),
  fr: () => import('./messages/fr'),
  he: () => import('./messages/he'),
  hi: () => import('./messages/hi'),
  id: () => import('./messages/id'),
  it: () => import('./messages/it'),
  ja: () => import('./messages/ja'),
  ko: () => import('./messages/ko'),
  nl: () => import('./messages/nl'),
  pl: () => import('./messages/pl'),
  'pt-BR': () => import('./messages/pt-BR'),
  ru: () => import('./messages/ru'),
  th: () => import('./messages/th'),
  tr: () => import('./messages/tr'),
  uk: () => import('./messages/uk'),
  vi: () => import('./messages/vi'),
  'zh-CN': () => import('./messages/zh-CN'),
  'zh-TW': () => import('./messages/zh-TW'),
}

let english: Translator | undefined

/**
 * The English translator: the spec's strings, and the fallback of every other locale. Made once
 * per page (it holds nothing but its parsed messages).
 * @example
 * englishTranslator().t('button.connect') // 'Connect Wallet'
 */
export function englishTranslator(): Translator {
  english ??= createTranslator('en', en, en)
  return english
}

/**
 * The translator for `locale`, after fetching that locale's chunk of messages.
 * @example
 * const translator = await loadTranslator('ja')
 */
export async function loadTranslator(locale: Locale): Promise<Translator> {
  if (locale === 'en') return englishTranslator()
  const { catalogue } = await LOADERS[locale]()
  return createTranslator(locale, catalogue, en)
}
