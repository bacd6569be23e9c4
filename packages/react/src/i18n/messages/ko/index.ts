import type { Catalogue } from '../en'
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
 * Every message in Korean: one lazily loaded chunk.
 * @example
 * const { catalogue } = await import('./messages/ko')
 */
export const catalogue: Catalogue = {
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
