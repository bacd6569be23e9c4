import { type Locale, SUPPORTED_LOCALES } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { type IcuNode, parseIcuMessage } from './icu/parseIcuMessage'
import { type Catalogue, en } from './messages/en'

type Ast = IcuNode[]

/** The placeholders and tags a message uses, by name and kind: what a caller passes. */
function namesOf(ast: Ast, into = new Set<string>()): Set<string> {
  for (const node of ast) {
    if (node.kind === 'text' || node.kind === 'pound') continue
    into.add(`${node.kind}:${node.name}`)
    if (node.kind === 'tag') namesOf(node.children, into)
    if (node.kind === 'plural' || node.kind === 'select') {
      for (const branch of node.branches.values()) namesOf(branch, into)
    }
  }
  return into
}

async function catalogueOf(locale: Exclude<Locale, 'en'>): Promise<Catalogue> {
  const module = (await import(`./messages/${locale}/index.ts`)) as { catalogue: Catalogue }
  return module.catalogue
}

const others = SUPPORTED_LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en')
const englishKeys = Object.keys(en).sort()

describe('message catalogues', () => {
  it('English messages all parse and are not empty', () => {
    for (const [key, message] of Object.entries(en)) {
      expect(message.trim(), key).not.toBe('')
      expect(() => parseIcuMessage(message), key).not.toThrow()
    }
  })

  it.each(others)('%s has every key of English, and no other', async (locale) => {
    const catalogue = await catalogueOf(locale)
    expect(Object.keys(catalogue).sort()).toEqual(englishKeys)
  })

  it.each(others)('%s messages parse and use the same placeholders as English', async (locale) => {
    const catalogue = await catalogueOf(locale)
    for (const key of englishKeys as (keyof Catalogue)[]) {
      const message = catalogue[key]
      expect(typeof message === 'string' && message.trim() !== '', `${locale} ${key}`).toBe(true)
      let ast: Ast = []
      expect(() => {
        ast = parseIcuMessage(message)
      }, `${locale} ${key} does not parse`).not.toThrow()
      expect([...namesOf(ast)].sort(), `${locale} ${key}`).toEqual(
        [...namesOf(parseIcuMessage(en[key]))].sort(),
      )
    }
  })
})
