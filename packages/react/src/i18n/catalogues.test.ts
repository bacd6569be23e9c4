import { type Locale, SUPPORTED_LOCALES } from '@portico/common'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { type Catalogue, en } from './messages/en'

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }> }
type Ast = Element[]

// Element types of FormatJS's message AST that carry a name a caller must supply.
const NAMED = new Set([1, 2, 3, 4, 5, 6, 8]) // argument, number, date, time, select, plural, tag

/** The placeholders and tags a message uses, by name and kind: what a caller passes. */
function namesOf(ast: Ast, into = new Set<string>()): Set<string> {
  for (const element of ast) {
    if (NAMED.has(element.type) && element.value) into.add(`${element.type}:${element.value}`)
    const children = (element as { children?: Ast }).children
    if (children) namesOf(children, into)
    for (const option of Object.values(element.options ?? {})) namesOf(option.value, into)
  }
  return into
}

function parse(message: string, locale: string): Ast {
  return new IntlMessageFormat(message, locale).getAst() as unknown as Ast
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
      expect(() => parse(message, 'en'), key).not.toThrow()
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
        ast = parse(message, locale)
      }, `${locale} ${key} does not parse`).not.toThrow()
      expect([...namesOf(ast)].sort(), `${locale} ${key}`).toEqual(
        [...namesOf(parse(en[key], 'en'))].sort(),
      )
    }
  })
})
