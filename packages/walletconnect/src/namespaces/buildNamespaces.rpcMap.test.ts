import { DEVNET_CHAINS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { buildNamespaces } from './buildNamespaces'

const withUrls = (http: string[]) => ({ ...DEVNET_CHAINS.devnetA, rpcUrls: { default: { http } } })

describe('HTTP(S) provider URLs only (spec §5)', () => {
  it('proposes no rpcMap entry for a network without one', () => {
    const { eip155 } = buildNamespaces([withUrls(['wss://rpc.example.com']), DEVNET_CHAINS.devnetB])
    expect(eip155?.rpcMap).toEqual({ 31338: 'http://127.0.0.1:8546' })
  })
})
