import { expect, it } from 'vitest'
import * as exports from './index'

it('exports the public API by name', () => {
  expect(Object.keys(exports).sort()).toEqual([
    'createSolanaAdapter',
    'toPorticoError',
    'walletChainOf',
  ])
})
