import { expect, it } from 'vitest'
import * as walletConnect from './index'

it('exports exactly the public API', () => {
  expect(Object.keys(walletConnect).sort()).toMatchSnapshot()
})
