import { defaultIdRegistry } from '@portico/test/devnet/idRegistry'
import { describe, expect, it } from 'vitest'
import { DEVNET_ID_REGISTRY, readFarcasterRegistry } from './readFarcasterRegistry'
import { readFarcasterRequest } from './readFarcasterRequest'

const link =
  'farcaster://connect?channelToken=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG&nonce=0123456789abcdef&siweUri=http%3A%2F%2F127.0.0.1%3A8789&domain=127.0.0.1%3A8789&notBefore=2026-01-01T00%3A00%3A00.000Z&expirationTime=2026-01-01T00%3A10%3A00.000Z&relay=http%3A%2F%2F127.0.0.1%3A8789'

describe('readFarcasterRequest', () => {
  it('reads what the message must say and where the signature goes', () => {
    expect(readFarcasterRequest(` ${link}\n`)).toEqual({
      channelToken: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
      nonce: '0123456789abcdef',
      siweUri: 'http://127.0.0.1:8789',
      domain: '127.0.0.1:8789',
      notBefore: '2026-01-01T00:00:00.000Z',
      expirationTime: '2026-01-01T00:10:00.000Z',
      relay: 'http://127.0.0.1:8789',
    })
  })

  it('refuses other links and incomplete ones', () => {
    expect(() => readFarcasterRequest('wc:abc@2?relay-protocol=irn')).toThrow(
      'Not a Farcaster sign-in link',
    )
    expect(() => readFarcasterRequest(link.replace(/&relay=[^&]+/, ''))).toThrow('relay')
    expect(() => readFarcasterRequest(link.replace('relay=http', 'relay=javascript'))).toThrow(
      'relay',
    )
  })

  it('signs against the registry the dev stack deploys, on the first chain', () => {
    expect(DEVNET_ID_REGISTRY).toBe(defaultIdRegistry)
    const chains = [{ id: 31337, name: 'Devnet 31337', rpcUrl: 'http://127.0.0.1:8545' }]
    expect(readFarcasterRegistry({}, chains)).toEqual({
      chain: chains[0],
      address: defaultIdRegistry,
    })
    expect(readFarcasterRegistry({}, [])).toBeUndefined()
  })
})
