import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { itAnswers } from '../testing/itAnswers'
import { decodeBase58, encodeBase58 } from './base58'
import { isSolanaAddress } from './isSolanaAddress'

describe('base58', () => {
  it('round-trips arbitrary bytes, leading zeros included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
      }),
    )
  })

  it('knows the reference encodings', () => {
    expect(encodeBase58(new TextEncoder().encode('Hello World!'))).toBe('2NEpo7TZRRrLZSi2U')
    expect(encodeBase58(new Uint8Array([0, 0, 0x28, 0x7f, 0xb4, 0xcd]))).toBe('11233QC4')
    expect(encodeBase58(new Uint8Array())).toBe('')
  })

  it('refuses characters outside the alphabet', () => {
    for (const bad of ['0', 'O', 'I', 'l', '+', ' '])
      expect(decodeBase58(`abc${bad}`)).toBeUndefined()
  })
})

describe('isSolanaAddress', () => {
  itAnswers(isSolanaAddress, true, 'accepts %s', [
    '11111111111111111111111111111111', // system program, 32 zero bytes
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', // token program
    'So11111111111111111111111111111111111111112', // wrapped SOL mint
    'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', // USDC mint
  ])

  itAnswers(isSolanaAddress, false, 'rejects %j', [
    '',
    '1111111111111111111111111111111', // 31 characters
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DAx', // 45 characters
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5D0', // '0' is not base58
    '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
    'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', // 44 chars but decodes to 33 bytes
  ])

  it('accepts the encoding of every 32-byte key', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (key) => {
        const address = encodeBase58(key)
        expect(address.length).toBeGreaterThanOrEqual(32)
        expect(address.length).toBeLessThanOrEqual(44)
        expect(isSolanaAddress(address)).toBe(true)
      }),
    )
  })

  it('rejects encodings of keys that are not 32 bytes', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 64 }).filter((b) => b.length !== 32),
        (bytes) => {
          expect(isSolanaAddress(encodeBase58(bytes))).toBe(false)
        },
      ),
    )
  })

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true }), (value) => {
        expect(typeof isSolanaAddress(value)).toBe('boolean')
      }),
    )
  })
})
