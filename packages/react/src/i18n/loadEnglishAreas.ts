import { createEnglishCatalogue } from './createEnglishCatalogue'
import type { Catalogue, MessageKey } from './messages/en'
import { englishBaseAreas } from './messages/en/base'

/**
 * A feature area of the English messages: its own chunk, loaded with the first view that reads
 * it. The other areas (`englishBaseAreas`) ship in the modal's chunk.
 * @example
 * const area: EnglishArea = 'send'
 */
export type EnglishArea =
  | 'account'
  | 'embedded'
  | 'names'
  | 'onramp'
  | 'pay'
  | 'send'
  | 'siwx'
  | 'swap'

/** Every feature area, for a page (or a test) that wants them all at once. */
export const ENGLISH_AREAS: readonly EnglishArea[] = [
  'account',
  'embedded',
  'names',
  'onramp',
  'pay',
  'send',
  'siwx',
  'swap',
]

/**
 * One dynamic import per area, written out so that bundlers make each its own chunk (a switch:
 * no closure per area kept in memory).
 */
async function importArea(area: EnglishArea): Promise<Partial<Catalogue>> {
  switch (area) {
    case 'account':
      return (await import('./messages/en/account')).account
    case 'embedded':
      return (await import('./messages/en/embedded')).embedded
    case 'names':
      return (await import('./messages/en/names')).names
    case 'onramp':
      return (await import('./messages/en/onramp')).onramp
    case 'pay':
      return (await import('./messages/en/pay')).pay
    case 'send':
      return (await import('./messages/en/send')).send
    case 'siwx':
      return (await import('./messages/en/siwx')).siwx
    case 'swap':
      return (await import('./messages/en/swap')).swap
  }
}

/**
 * The page's English messages: one per page, like the module cache its areas arrive through, so
 * every translator (English, and the fallback of the others) reads an area as soon as any view
 * has loaded it. It holds code's data only, nothing of a client.
 */
const page = createEnglishCatalogue(englishBaseAreas, importArea)

/**
 * The English message of `key`, or undefined while its area has not loaded: the fallback of
 * every translator, read at each use, so areas loaded later show.
 * @example
 * createTranslator('en', {}, lookUpEnglish)
 */
export function lookUpEnglish(key: MessageKey): string | undefined {
  return page.lookUp(key)
}

/**
 * Loads the English messages of `areas` (each once per page) into {@link lookUpEnglish}. A
 * lazy view loads its areas beside its code, so it never renders before its words are there.
 * @example
 * await loadEnglishAreas(['send'])
 */
export function loadEnglishAreas(areas: readonly EnglishArea[]): Promise<void> {
  return page.load(areas)
}
