import { describe, expect, it } from 'vitest'
import { isEip1193Provider } from './isEip1193Provider'

describe('isEip1193Provider', () => {
  it('accepts an object with a request function', () => {
    expect(isEip1193Provider({ request: async () => null })).toBe(true)
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a function', () => null],
    ['an object without request', { on: () => {} }],
    ['a request that is not a function', { request: 'eth_chainId' }],
  ])('refuses %s', (_, value) => {
    expect(isEip1193Provider(value)).toBe(false)
  })
})
