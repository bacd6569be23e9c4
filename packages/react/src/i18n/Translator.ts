import type { Locale } from '@portico/common'
import type { ReactNode } from 'react'
import type { MessageKey } from './messages/en'

/**
 * Values for a message's placeholders: `{count}` takes a number (plurals), `{name}` a string.
 * @example
 * const values: MessageValues = { count: 3, network: 'Base' }
 */
export type MessageValues = Record<string, string | number | Date>

/**
 * Values for a message with markup: a tag such as `<link>Terms</link>` takes a function that
 * wraps its content.
 * @example
 * const values: RichMessageValues = { link: (text) => <a href={url}>{text}</a> }
 */
export type RichMessageValues = Record<
  string,
  string | number | Date | ReactNode | ((chunks: ReactNode[]) => ReactNode)
>

/**
 * The kit's strings and formats in one language: what the views read through `useT()`.
 * @example
 * const t = useT()
 * t.t('connect.title') // 'Connect wallet'
 * t.number(1234.5) // '1,234.5' in English, '1.234,5' in German
 */
export type Translator = {
  locale: Locale
  /** 'rtl' for Arabic and Hebrew. */
  dir: 'ltr' | 'rtl'
  /** The message `key` with its placeholders filled (ICU plurals, selects, numbers). */
  t(key: MessageKey, values?: MessageValues): string
  /** A message with markup tags rendered by the functions in `values`. */
  rich(key: MessageKey, values: RichMessageValues): ReactNode
  number(value: number | bigint, options?: Intl.NumberFormatOptions): string
  date(value: Date | number, options?: Intl.DateTimeFormatOptions): string
}
