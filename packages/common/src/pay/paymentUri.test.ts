import { describe, expect, it } from 'vitest'
import { ChainNotSupportedError } from '../errors/ChainNotSupportedError'
import { paymentUri } from './paymentUri'

const evmRecipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const solRecipient = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

describe('paymentUri', () => {
  it('writes EIP-681 for a native payment and an ERC-20 transfer', () => {
    expect(
      paymentUri({
        network: 'eip155:8453',
        asset: 'native',
        recipient: evmRecipient,
        units: 10n ** 16n,
        decimals: 18,
      }),
    ).toBe(`ethereum:${evmRecipient}@8453?value=10000000000000000`)
    const token = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
    expect(
      paymentUri({
        network: 'eip155:31337',
        asset: token,
        recipient: evmRecipient,
        units: 12_500_000n,
        decimals: 6,
      }),
    ).toBe(`ethereum:${token}@31337/transfer?address=${evmRecipient}&uint256=12500000`)
  })

  it('writes Solana Pay with the amount in whole units, the mint, the reference and a label', () => {
    const reference = 'Ref1111111111111111111111111111111111111111'
    const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
    expect(
      paymentUri({
        network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        asset: mint,
        recipient: solRecipient,
        units: 12_500_000n,
        decimals: 6,
        reference,
        label: 'Ada & Co shop',
      }),
    ).toBe(
      `solana:${solRecipient}?amount=12.5&spl-token=${mint}&reference=${reference}&label=Ada%20%26%20Co%20shop`,
    )
    expect(
      paymentUri({
        network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        asset: 'native',
        recipient: solRecipient,
        units: 1n,
        decimals: 9,
      }),
    ).toBe(`solana:${solRecipient}?amount=0.000000001`)
  })

  it('refuses a namespace it has no URI for', () => {
    expect(() =>
      paymentUri({
        network: 'bip122:000000000019d6689c085ae165831e93',
        asset: 'native',
        recipient: 'bc1q',
        units: 1n,
        decimals: 8,
      }),
    ).toThrow(ChainNotSupportedError)
  })
})
