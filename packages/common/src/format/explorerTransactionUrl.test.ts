import { describe, expect, it } from 'vitest'
import { KNOWN_CHAINS } from '../constants/knownChains'
import { explorerTransactionUrl } from './explorerTransactionUrl'

const hash = `0x${'ab'.repeat(32)}`

describe('explorerTransactionUrl', () => {
  it("links the transaction on the network's explorer", () => {
    expect(explorerTransactionUrl(KNOWN_CHAINS.mainnet, hash)).toBe(
      `https://etherscan.io/tx/${hash}`,
    )
    const slashed = { blockExplorers: { default: { name: 'X', url: 'https://x.example/' } } }
    expect(explorerTransactionUrl(slashed, hash)).toBe(`https://x.example/tx/${hash}`)
  })

  it('gives nothing without an explorer, with a non-web explorer, or for a hash that is not an id', () => {
    expect(explorerTransactionUrl({}, hash)).toBeUndefined()
    expect(explorerTransactionUrl(undefined, hash)).toBeUndefined()
    const hostile = { blockExplorers: { default: { name: 'X', url: 'javascript:alert(1)' } } }
    expect(explorerTransactionUrl(hostile, hash)).toBeUndefined()
    expect(explorerTransactionUrl(KNOWN_CHAINS.mainnet, '../../evil')).toBeUndefined()
  })
})
