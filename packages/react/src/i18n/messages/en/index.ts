import { account } from './account'
import { alerts } from './alerts'
import { button } from './button'
import { common } from './common'
import { connect } from './connect'
import { embedded } from './embedded'
import { names } from './names'
import { onramp } from './onramp'
import { pay } from './pay'
import { send } from './send'
import { siwx } from './siwx'
import { swap } from './swap'
import { titles } from './titles'

/**
 * Every English message of the kit, keyed '<area>.<name>', in ICU MessageFormat. English is the
 * source: the spec's strings verbatim. Each other locale translates every key (a unit test
 * checks that none is missing or fails to parse).
 * @example
 * en['button.connect'] // 'Connect Wallet'
 */
export const en = {
  ...button,
  ...common,
  ...titles,
  ...connect,
  ...embedded,
  ...account,
  ...send,
  ...swap,
  ...onramp,
  ...pay,
  ...names,
  ...siwx,
  ...alerts,
}

/**
 * A message's key.
 * @example
 * const key: MessageKey = 'button.connect'
 */
export type MessageKey = keyof typeof en

/**
 * One locale's messages: every key, a string each.
 * @example
 * const catalogue: Catalogue = { ...en }
 */
export type Catalogue = Record<MessageKey, string>

/**
 * An area's messages translated: the same keys as the English area, a string each.
 * @example
 * export const button: Translation<typeof english> = { 'button.connect': 'Wallet verbinden', … }
 */
export type Translation<English> = { readonly [Key in keyof English]: string }
