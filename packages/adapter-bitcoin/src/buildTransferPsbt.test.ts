import { litecoinRegtestParams } from '@portico/common'
import { regtestKeys } from '@portico/test/bitcoin/regtestKeys'
import { describe, expect, it } from 'vitest'
import { buildTransferPsbt } from './buildTransferPsbt'
import {
  InsufficientBalanceError,
  NonPositiveAmountError,
  ReceiverAddressError,
  UnsupportedSenderAddressError,
} from './errors/transfer'

describe('buildTransferPsbt', () => {
  const [key] = regtestKeys(1)
  const utxo = { txid: 'cd'.repeat(32), vout: 0, value: 10_000, status: { confirmed: true } }
  const build = (overrides: Partial<Parameters<typeof buildTransferPsbt>[0]>) =>
    buildTransferPsbt({
      from: key?.payment ?? '',
      publicKey: new Uint8Array(33),
      to: key?.ordinals ?? '',
      amount: 1_000n,
      utxos: [utxo],
      feeRate: 1,
      params: litecoinRegtestParams,
      ...overrides,
    })

  it('refuses what it cannot build, each with its own error', () => {
    expect(() => build({ from: 'not-an-address' })).toThrow(UnsupportedSenderAddressError)
    expect(() => build({ to: 'bc1qnope' })).toThrow(
      `Not an address of ${litecoinRegtestParams.name}: bc1qnope`,
    )
    expect(() => build({ to: 'bc1qnope' })).toThrow(ReceiverAddressError)
    expect(() => build({ amount: 0n })).toThrow(NonPositiveAmountError)
    expect(() => build({ amount: 10_000n })).toThrow(new InsufficientBalanceError().shortMessage)
  })

  it('spends the outputs for the amount and fee, change back to the sender', () => {
    const { fee, signingIndexes } = build({})
    expect(signingIndexes).toEqual([0])
    expect(fee).toBe(166n)
  })
})
