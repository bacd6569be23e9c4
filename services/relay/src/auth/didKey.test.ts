import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeDidKey, encodeDidKey } from './didKey'

describe('did:key', () => {
  it('round-trips any ed25519 public key and starts with z6Mk like every ed25519 did:key', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (key) => {
        const did = encodeDidKey(key)
        expect(did.startsWith('did:key:z6Mk')).toBe(true)
        expect(decodeDidKey(did)).toEqual(key)
      }),
    )
  })

  it('rejects other methods, encodings and key types', () => {
    expect(() => decodeDidKey('did:web:example.org')).toThrow('did:key')
    expect(() => decodeDidKey('did:key:f00')).toThrow('did:key')
    expect(() => decodeDidKey('did:key:f00')).toThrow(
      expect.objectContaining({ code: 'INVALID_DID_KEY' }),
    )
    // secp256k1 multicodec (0xe701) instead of ed25519.
    expect(() => decodeDidKey('did:key:zQ3shokFTS3brHcDQrn82RUDfCZESWL1ZdCEJwekUDPQiYBme')).toThrow(
      'ed25519',
    )
  })
})
