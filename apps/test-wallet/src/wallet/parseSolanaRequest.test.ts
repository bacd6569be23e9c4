import { encodeBase58 } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { buildSolTransfer } from '../testing/buildSolTransfer'
import { describeSolanaRequest } from './describeSolanaRequest'
import { isSolanaRequest, parseSolanaRequest } from './parseSolanaRequest'

/** Seeded accounts 0 and 1 of the local Solana chain. */
const A = 'G9yJmr4mQ8h2G5ToxMAmbXd5iHLR4cDTU5BMnkQDGi7Q'
const B = '4xDWokWqPVZHMVCmgfQgBxsMyiJziTXVfQ3kuyrpDhzd'
const BLOCKHASH = '13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf44FeBe9PGcZJ'
const transfer = buildSolTransfer({
  from: A,
  to: B,
  lamports: 1_500_000_000n,
  blockhash: BLOCKHASH,
})
const text = (value: string) => encodeBase58(new TextEncoder().encode(value))

describe('parseSolanaRequest and describeSolanaRequest', () => {
  it('reads solana_signMessage: base58 bytes shown as text, the pubkey as the account', () => {
    const parsed = parseSolanaRequest('solana_signMessage', { message: text('Hello'), pubkey: A })
    expect(parsed).toEqual({
      kind: 'solanaSignMessage',
      message: new TextEncoder().encode('Hello'),
      pubkey: A,
    })
    if (!isSolanaRequest(parsed)) throw new Error('expected a solana request')
    expect(describeSolanaRequest(parsed)).toEqual([
      { label: 'Message', value: 'Hello' },
      { label: 'Account', value: A },
    ])
  })

  it('shows a binary message in base58', () => {
    const bytes = encodeBase58(new Uint8Array([0, 1, 2, 255]))
    const parsed = parseSolanaRequest('solana_signMessage', { message: bytes })
    if (!isSolanaRequest(parsed)) throw new Error('expected a solana request')
    expect(describeSolanaRequest(parsed)[0]).toEqual({ label: 'Message', value: bytes })
  })

  it('decodes a transaction: fee payer, SOL recipient and amount', () => {
    const parsed = parseSolanaRequest('solana_signTransaction', { transaction: transfer })
    if (!isSolanaRequest(parsed)) throw new Error(JSON.stringify(parsed))
    expect(describeSolanaRequest(parsed)).toEqual([
      { label: 'Fee payer', value: A },
      { label: 'To', value: B },
      { label: 'Value', value: '1.5 SOL' },
    ])
    const sent = parseSolanaRequest('solana_signAndSendTransaction', {
      transaction: transfer,
      sendOptions: { skipPreflight: true },
    })
    expect(sent).toMatchObject({
      kind: 'solanaSignAndSendTransaction',
      sendOptions: { skipPreflight: true },
    })
    const all = parseSolanaRequest('solana_signAllTransactions', {
      transactions: [transfer, transfer],
    })
    if (!isSolanaRequest(all)) throw new Error('expected a solana request')
    expect(describeSolanaRequest(all).map((f) => f.label)).toEqual([
      'Transaction 1 Fee payer',
      'Transaction 1 To',
      'Transaction 1 Value',
      'Transaction 2 Fee payer',
      'Transaction 2 To',
      'Transaction 2 Value',
    ])
  })

  it('answers malformed params and unknown methods as unsupported, with the reason', () => {
    expect(parseSolanaRequest('solana_signMessage', { message: '0OIl' })).toEqual({
      kind: 'unsupported',
      reason: 'Malformed solana_signMessage params: Expected a base58 message',
    })
    expect(
      parseSolanaRequest('solana_signMessage', { message: text('x'), pubkey: '0x12' }),
    ).toEqual({
      kind: 'unsupported',
      reason: 'Malformed solana_signMessage params: Expected a Solana address',
    })
    expect(parseSolanaRequest('solana_signTransaction', { transaction: 'AAAA' })).toEqual({
      kind: 'unsupported',
      reason: 'Malformed solana_signTransaction params: Not a Solana wire transaction',
    })
    expect(parseSolanaRequest('solana_signAllTransactions', { transactions: [] })).toMatchObject({
      kind: 'unsupported',
    })
    expect(
      parseSolanaRequest('solana_signAndSendTransaction', {
        transaction: transfer,
        sendOptions: { preflightCommitment: 'soon' },
      }),
    ).toMatchObject({ kind: 'unsupported' })
    expect(parseSolanaRequest('solana_getAccounts', {})).toEqual({
      kind: 'unsupported',
      reason: 'The test wallet does not support solana_getAccounts',
    })
    expect(isSolanaRequest({ kind: 'unsupported' })).toBe(false)
  })
})
