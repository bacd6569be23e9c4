import { describe, expect, it } from 'vitest'
import { devnetChain } from './devnetChain'

describe('devnetChain', () => {
  it('describes a local chain with ETH and the given RPC URL', () => {
    const chain = devnetChain(31338, 'http://127.0.0.1:8546')
    expect(chain.id).toBe(31338)
    expect(chain.name).toBe('Devnet 31338')
    expect(chain.nativeCurrency.symbol).toBe('ETH')
    expect(chain.rpcUrls.default.http).toEqual(['http://127.0.0.1:8546'])
  })
})
