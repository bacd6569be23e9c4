import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isAddressForNamespace } from './isAddressForNamespace'

const evm = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const sol = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const btc = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

describe('isAddressForNamespace', () => {
  it('uses the chain-specific check for eip155, solana and bip122', () => {
    expect(isAddressForNamespace('eip155', evm)).toBe(true)
    expect(isAddressForNamespace('eip155', sol)).toBe(false)
    expect(isAddressForNamespace('solana', sol)).toBe(true)
    expect(isAddressForNamespace('solana', evm)).toBe(false)
    expect(isAddressForNamespace('bip122', btc)).toBe(true)
    expect(isAddressForNamespace('bip122', sol)).toBe(false)
  })

  it('only asks other namespaces for a non-empty token without ":" or spaces', () => {
    expect(isAddressForNamespace('cosmos', 'cosmos1abc')).toBe(true)
    expect(isAddressForNamespace('starknet', '0x1')).toBe(true)
    expect(isAddressForNamespace('near', '')).toBe(false)
    expect(isAddressForNamespace('near', 'a:b')).toBe(false)
    expect(isAddressForNamespace('near', 'a b')).toBe(false)
    expect(isAddressForNamespace('near', 42)).toBe(false)
  })

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string(), fc.anything(), (ns, value) => {
        expect(typeof isAddressForNamespace(ns, value)).toBe('boolean')
      }),
    )
  })
})
