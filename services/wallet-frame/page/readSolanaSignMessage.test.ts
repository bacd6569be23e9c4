import { decodeBase58, encodeBase58 } from '@portico/common'
import { solanaTestSigner } from '@portico/test/solana/solanaTestKeys'
import { solanaTestOffchainMessage } from '@portico/test/solana/solanaTestOffchainMessage'
import { describe, expect, it } from 'vitest'
import { parseSolanaOffchainMessage } from './parseSolanaOffchainMessage'
import {
  BINARY_MESSAGE,
  readSolanaSignMessage,
  TRANSACTION_AS_MESSAGE,
} from './readSolanaSignMessage'

const key = (n: number) => new Uint8Array(32).fill(n)
const shortVec = (n: number) => (n < 0x80 ? [n] : [(n & 0x7f) | 0x80, n >> 7])

/** A legacy message: one signer paying, a System transfer to `key(2)`. */
function legacyTransfer(): Uint8Array {
  return new Uint8Array([
    1,
    0,
    1, // header: 1 signer, 0 read-only signed, 1 read-only unsigned
    ...shortVec(3),
    ...key(1),
    ...key(2),
    ...new Uint8Array(32), // payer, to, System
    ...key(9), // recent blockhash
    ...shortVec(1),
    2,
    ...shortVec(2),
    0,
    1,
    ...shortVec(12),
    2,
    0,
    0,
    0,
    ...new Array(8).fill(7),
  ])
}

describe('readSolanaSignMessage', () => {
  it('refuses a transaction message, a v0 one, a whole transaction and either with bytes after it', async () => {
    const own = (await solanaTestSigner(1)).address
    const legacy = legacyTransfer()
    const v0 = new Uint8Array([0x80, ...legacy, 0]) // version 0, no lookup tables
    const whole = new Uint8Array([1, ...new Uint8Array(64), ...v0])
    for (const bytes of [
      legacy,
      v0,
      whole,
      new Uint8Array([...legacy, ...new TextEncoder().encode('hi')]),
    ]) {
      expect(() => readSolanaSignMessage(bytes, own)).toThrow(TRANSACTION_AS_MESSAGE)
    }
  })

  it('signs printable text as text and refuses other binary bytes', async () => {
    const own = (await solanaTestSigner(1)).address
    expect(readSolanaSignMessage(new TextEncoder().encode('Sign in\nNonce: 7'), own)).toEqual({
      kind: 'text',
      text: 'Sign in\nNonce: 7',
    })
    for (const bytes of [
      new Uint8Array([0, 1, 0xff]),
      new TextEncoder().encode('evil\u202Etxt'),
      new TextEncoder().encode('bell\u0007'),
    ]) {
      expect(() => readSolanaSignMessage(bytes, own)).toThrow(BINARY_MESSAGE)
    }
  })

  it("reads off-chain messages as @solana/kit encodes them, for the connected account's signature", async () => {
    const own = (await solanaTestSigner(1)).address
    const other = (await solanaTestSigner(2)).address
    const applicationDomain = encodeBase58(key(5))
    const v0 = solanaTestOffchainMessage({
      version: 0,
      applicationDomain,
      format: 1,
      signers: [own],
      text: 'Héllo',
    })
    expect(readSolanaSignMessage(v0, own)).toEqual({
      kind: 'offchain',
      offchain: { version: 0, applicationDomain, format: 1, signers: [own], text: 'Héllo' },
    })
    const v1 = solanaTestOffchainMessage({ version: 1, signers: [own, other], text: 'Both of us' })
    expect(parseSolanaOffchainMessage(v1)).toEqual({
      version: 1,
      signers: [own, other].sort((a, b) => compareKeys(a, b)),
      text: 'Both of us',
    })
    expect(() =>
      readSolanaSignMessage(
        solanaTestOffchainMessage({ version: 1, signers: [other], text: 'x' }),
        own,
      ),
    ).toThrow('The off-chain message does not name the connected account')
  })

  it('refuses malformed off-chain messages', async () => {
    const own = (await solanaTestSigner(1)).address
    const good = solanaTestOffchainMessage({
      version: 0,
      applicationDomain: encodeBase58(key(5)),
      format: 0,
      signers: [own],
      text: 'ascii',
    })
    const cases = [
      good.subarray(0, good.length - 1), // shorter than its length says
      new Uint8Array([...good, 0x21]), // bytes after the text
      Object.assign(new Uint8Array(good), { 16: 2 }), // an unknown version
      Object.assign(new Uint8Array(good), { [good.length - 1]: 0xe9 }), // not ASCII, not UTF-8
    ]
    for (const bytes of cases) {
      expect(() => readSolanaSignMessage(bytes, own)).toThrow('Invalid off-chain message')
    }
  })
})

// v1 lists its signers in byte order.
function compareKeys(a: string, b: string): number {
  const [x, y] = [decodeBase58(a) ?? new Uint8Array(), decodeBase58(b) ?? new Uint8Array()]
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0)
  return 0
}
