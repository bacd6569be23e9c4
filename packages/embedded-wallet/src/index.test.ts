import { expect, it } from 'vitest'
import * as embeddedWallet from './index'

it('exports exactly the public API', () => {
  expect(Object.keys(embeddedWallet).sort()).toMatchSnapshot()
})
