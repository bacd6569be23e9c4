import { type Locale, RTL_LOCALES } from '@portico/common'
import { createElement, Fragment, type ReactNode } from 'react'
import { formatIcuMessage, type IcuLocale } from './icu/formatIcuMessage'
import { type IcuNode, parseIcuMessage } from './icu/parseIcuMessage'
import type { Catalogue, MessageKey } from './messages/en'
import type { RichMessageValues, Translator } from './Translator'

/**
 * Text with no placeholder, tag or escaped quote reads the same after formatting: most of the
 * kit's messages. They skip the ICU parser, which opening a view would otherwise run for each.
 */
const NEEDS_FORMAT = /[{}<]|''/

/** Plural rules and number formats of `locale`, made on first use. */
function icuLocale(
  locale: string,
  numberFormat: (options: Intl.NumberFormatOptions | undefined) => Intl.NumberFormat,
): IcuLocale {
  let rules: Intl.PluralRules | undefined
  return {
    pluralCategory(value) {
      rules ??= new Intl.PluralRules(locale)
      return rules.select(value)
    },
    formatNumber: (value, style) =>
      numberFormat(
        style === 'percent' ? PERCENT : style === 'integer' ? INTEGER : undefined,
      ).format(value),
  }
}

const PERCENT: Intl.NumberFormatOptions = { style: 'percent' }
const INTEGER: Intl.NumberFormatOptions = { maximumFractionDigits: 0 }

/**
 * Where a translator finds a message its own catalogue lacks: English, read through its areas.
 * @example
 * const lookUp: MessageLookup = (key) => en[key]
 */
export type MessageLookup = (key: MessageKey) => string | undefined

/**
 * A translator over `catalogue` (one locale's messages). A message missing from it, or one that
 * fails to format, falls back to `fallback` (English), so a gap never blanks the modal; a key
 * neither holds (an English area not loaded yet) reads as itself rather than `undefined`.
 * Parsed messages are kept per translator.
 * @example
 * const t = createTranslator('de', de, (key) => en[key])
 * t.t('account.tokens.count', { count: 2 })
 */
export function createTranslator(
  locale: Locale,
  catalogue: Partial<Catalogue>,
  fallback: MessageLookup,
): Translator {
  const numberFormat = cachedBy(
    (options: Intl.NumberFormatOptions | undefined) => new Intl.NumberFormat(locale, options),
  )
  const dateFormat = cachedBy(
    (options: Intl.DateTimeFormatOptions | undefined) => new Intl.DateTimeFormat(locale, options),
  )
  const translated = icuLocale(locale, numberFormat)
  const english = icuLocale(
    'en',
    cachedBy((options) => new Intl.NumberFormat('en', options)),
  )
  const parsed = new Map<MessageKey, IcuNode[]>()
  const englishParsed = new Map<MessageKey, IcuNode[]>()

  function nodesOf(key: MessageKey, inEnglish: boolean): IcuNode[] {
    const cache = inEnglish ? englishParsed : parsed
    let nodes = cache.get(key)
    if (!nodes) {
      nodes = parseIcuMessage(
        (inEnglish ? fallback(key) : (catalogue[key] ?? fallback(key))) ?? key,
      )
      cache.set(key, nodes)
    }
    return nodes
  }

  function format(key: MessageKey, values: RichMessageValues | undefined): unknown {
    const source = catalogue[key] ?? fallback(key)
    if (source === undefined) return key
    if (!NEEDS_FORMAT.test(source)) return source
    try {
      return formatIcuMessage(nodesOf(key, false), values, translated)
    } catch {
      // A translation that does not parse or lacks a value: the English message instead.
      return formatIcuMessage(nodesOf(key, true), values, english)
    }
  }

  return {
    locale,
    dir: RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr',
    t: (key, values) => String(format(key, values)),
    rich(key, values) {
      const result = format(key, values)
      if (!Array.isArray(result)) return result as ReactNode
      return createElement(
        Fragment,
        null,
        ...result.map((part, index) =>
          // Keys for React's list check: the parts never reorder.
          createElement(Fragment, { key: index }, part as ReactNode),
        ),
      )
    },
    number: (value, options) => numberFormat(options).format(value),
    date: (value, options) => dateFormat(options).format(value),
  }
}

/**
 * One `Intl` formatter per set of options, made on first use: building one costs far more than
 * formatting with it, and a list (tokens, activity) formats the same way many times.
 */
function cachedBy<O, F>(make: (options: O | undefined) => F): (options: O | undefined) => F {
  const made = new Map<string, F>()
  return (options) => {
    const key = options === undefined ? '' : JSON.stringify(options)
    let formatter = made.get(key)
    if (!formatter) {
      formatter = make(options)
      made.set(key, formatter)
    }
    return formatter
  }
}
