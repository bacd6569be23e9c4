import type { Locale } from '@portico/common'
import { createTranslator } from './createTranslator'
import { lookUpEnglish } from './loadEnglishAreas'
import type { Catalogue } from './messages/en'
import type { Translator } from './Translator'

/**
 * One dynamic import per locale, written out so that bundlers make each its own chunk: a
 * visitor downloads only the language they read. A switch rather than a table of loaders: the
 * modal's chunk then keeps no closure per locale in memory.
 */
function importCatalogue(locale: Exclude<Locale, 'en'>): Promise<{ catalogue: Catalogue }> {
  switch (locale) {
    case 'ar':
      return import('./messages/ar')
    case 'de':
      return import('./messages/de')
    case 'es':
      return import('./messages/es')
    case 'fr':
      return import('./messages/fr')
    case 'he':
      return import('./messages/he')
    case 'hi':
      return import('./messages/hi')
    case 'id':
      return import('./messages/id')
    case 'it':
      return import('./messages/it')
    case 'ja':
      return import('./messages/ja')
    case 'ko':
      return import('./messages/ko')
    case 'nl':
      return import('./messages/nl')
    case 'pl':
      return import('./messages/pl')
    case 'pt-BR':
      return import('./messages/pt-BR')
    case 'ru':
      return import('./messages/ru')
    case 'th':
      return import('./messages/th')
    case 'tr':
      return import('./messages/tr')
    case 'uk':
      return import('./messages/uk')
    case 'vi':
      return import('./messages/vi')
    case 'zh-CN':
      return import('./messages/zh-CN')
    case 'zh-TW':
      return import('./messages/zh-TW')
  }
}

let english: Translator | undefined

/**
 * The English translator: the spec's strings, and the fallback of every other locale. Made once
 * per page (it holds nothing but its parsed messages); it reads each feature area's messages
 * once a view has loaded them (`loadEnglishAreas`).
 * @example
 * englishTranslator().t('button.connect') // 'Connect Wallet'
 */
export function englishTranslator(): Translator {
  english ??= createTranslator('en', {}, lookUpEnglish)
  return english
}

/**
 * The translator for `locale`, after fetching that locale's chunk of messages.
 * @example
 * const translator = await loadTranslator('ja')
 */
export async function loadTranslator(locale: Locale): Promise<Translator> {
  if (locale === 'en') return englishTranslator()
  const { catalogue } = await importCatalogue(locale)
  return createTranslator(locale, catalogue, lookUpEnglish)
}
