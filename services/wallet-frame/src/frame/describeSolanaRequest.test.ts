import { encodeBase58 } from '@portico/common'
import { describe, expect, it } from 'vitest'
import type { SolanaTransaction } from './decodeSolanaTransaction'
import { describeSolanaRequest } from './describeSolanaRequest'

const chain = { name: 'Local Solana', caipNetworkId: 'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf' }
const key = (n: number) => encodeBase58(new Uint8Array(32).fill(n))
const u64 = (value: bigint) => {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value, true)
  return [...bytes]
}

describe('describeSolanaRequest', () => {
  it('shows a text message as text and binary bytes as base58', () => {
    expect(
      describeSolanaRequest(
        { kind: 'message', message: new TextEncoder().encode('hi\nthere') },
        chain,
      ).text,
    ).toBe('hi\nthere')
    const binary = new Uint8Array([0, 1, 0xff])
    expect(describeSolanaRequest({ kind: 'message', message: binary }, chain).text).toBe(
      encodeBase58(binary),
    )
  })

  it('spells out SPL transfers and token account creation, and names other programs', () => {
    const tx: SolanaTransaction = {
      signatures: [new Uint8Array(64)],
      message: new Uint8Array(),
      signers: [key(1)],
      instructions: [
        {
          program: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
          accounts: [key(1), key(4), key(2), key(3)],
          data: new Uint8Array([1]),
        },
        {
          program: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
          accounts: [key(5), key(3), key(4), key(1)],
          data: new Uint8Array([12, ...u64(2_500_000n), 6]),
        },
        { program: key(9), accounts: [undefined], data: new Uint8Array([1, 2]) },
      ],
    }
    expect(describeSolanaRequest({ kind: 'transactions', transactions: [tx] }, chain)).toEqual({
      title: 'Approve transaction',
      rows: [
        { label: 'Fee payer', value: key(1) },
        { label: 'Network', value: `Local Solana (${chain.caipNetworkId})` },
      ],
      text: [
        `Create token account ${key(4)} for ${key(2)}`,
        `Send 2.5 of token ${key(3)} to token account ${key(4)}`,
        `Call program ${key(9)} (2 bytes of data)`,
      ].join('\n'),
    })
  })
})
