import { type Locale, RTL_LOCALES } from '@portico/common'
import { IntlMessageFormat } from 'intl-messageformat'
import { createElement, Fragment, type ReactNode } from 'react'
import type { Catalogue, MessageKey } from './messages/en'
import type { MessageValues, RichMessageValues, Translator } from './Translator'

/**
 * Text with no placeholder, tag or escaped quote reads the same after formatting: most of the
 * kit's messages. They skip the ICU parser, which opening a view would otherwise run for each.
 */
const NEEDS_FORMAT = /[{}<]|''/

/**
 * A translator over `catalogue` (one locale's messages). A message missing from it, or one that
 * fails to format, falls back to `fallback` (English), so a gap never blanks the modal.
 * Parsed messages are kept per translator.
 * @example
 * const t = createTranslator('de', de, en)
 * t.t('account.tokens.count', { count: 2 })
 */
export function createTranslator(
  locale: Locale,
  catalogue: Partial<Catalogue>,
  fallback: Catalogue,
): Translator {
  const parsed = new Map<MessageKey, IntlMessageFormat>()
  const numberFormat = cachedBy(
    (options: Intl.NumberFormatOptions | undefined) => new Intl.NumberFormat(locale, options),
  )
  const dateFormat = cachedBy(
    (options: Intl.DateTimeFormatOptions | undefined) => new Intl.DateTimeFormat(locale, options),
  )
  const englishParsed = new Map<MessageKey, IntlMessageFormat>()

  function formatterOf(key: MessageKey, english: boolean): IntlMessageFormat {
    const cache = english ? englishParsed : parsed
    let formatter = cache.get(key)
    if (!formatter) {
      const source = english ? fallback[key] : (catalogue[key] ?? fallback[key])
      formatter = new IntlMessageFormat(source, english ? 'en' : locale, undefined, {
        ignoreTag: false,
      })
      cache.set(key, formatter)
    }
    return formatter
  }

  function format(key: MessageKey, values: RichMessageValues | undefined): unknown {
    const source = catalogue[key] ?? fallback[key]
    if (!NEEDS_FORMAT.test(source)) return source
    try {
      return formatterOf(key, false).format(values as MessageValues)
    } catch {
      // A translation that does not parse or lacks a value: the English message instead.
      return formatterOf(key, true).format(values as MessageValues)
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
