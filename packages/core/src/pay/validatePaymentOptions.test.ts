import { KNOWN_CHAINS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { PayError } from './PayError'
import type { PaymentOptions } from './PaymentAsset'
import * as presets from './payAssets'
import { baseETH, baseUSDC, polygonUSDC, solanaUSDC } from './payAssets'
import { validatePaymentOptions } from './validatePaymentOptions'

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL_RECIPIENT = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const networks = [KNOWN_CHAINS.mainnet, KNOWN_CHAINS.base, KNOWN_CHAINS.solana]

const refusal = (options: unknown) => {
  try {
    validatePaymentOptions(options as PaymentOptions, networks)
  } catch (error) {
    expect(error).toBeInstanceOf(PayError)
    const { code, shortMessage, details } = error as PayError
    return { code, shortMessage, details }
  }
  throw new Error('accepted')
}

describe('validatePaymentOptions', () => {
  it('accepts a payment and reads its amount exactly', () => {
    expect(
      validatePaymentOptions(
        { paymentAsset: baseUSDC, recipient: RECIPIENT, amount: 12.5 },
        networks,
      ),
    ).toMatchObject({ amount: '12.5', recipient: RECIPIENT, caipNetwork: KNOWN_CHAINS.base })
    const amountOf = (options: PaymentOptions) => validatePaymentOptions(options, networks).amount
    expect(amountOf({ paymentAsset: baseETH, recipient: RECIPIENT, amount: '1e-2' })).toBe('0.01')
    expect(
      amountOf({ paymentAsset: solanaUSDC, recipient: SOL_RECIPIENT, amount: '0.000001' }),
    ).toBe('0.000001')
  })

  it('refuses options without an asset: INVALID_PAYMENT_CONFIG', () => {
    expect(refusal({ recipient: RECIPIENT, amount: 1 })).toMatchObject({
      code: 'INVALID_PAYMENT_CONFIG',
      shortMessage: 'Invalid payment configuration',
    })
    expect(refusal(undefined).code).toBe('INVALID_PAYMENT_CONFIG')
  })

  it('refuses an asset of an unknown shape: INVALID_ASSET', () => {
    const base = { recipient: RECIPIENT, amount: 1 }
    for (const paymentAsset of [
      { ...baseUSDC, network: 'base' },
      { ...baseUSDC, asset: undefined },
      { ...baseUSDC, asset: '0x1234' },
      { ...baseUSDC, metadata: { name: 'USD Coin', symbol: 'USDC' } },
      { ...baseUSDC, metadata: { ...baseUSDC.metadata, decimals: 6.5 } },
      { ...solanaUSDC, asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
      { ...baseETH, metadata: { ...baseETH.metadata, decimals: 6 } },
    ]) {
      expect(refusal({ ...base, paymentAsset })).toMatchObject({
        code: 'INVALID_ASSET',
        shortMessage: 'Invalid asset specified',
      })
    }
  })

  it('refuses a namespace Pay cannot send in: INVALID_CHAIN_NAMESPACE', () => {
    const paymentAsset = {
      network: 'bip122:000000000019d6689c085ae165831e93',
      asset: 'native',
      metadata: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    }
    expect(refusal({ paymentAsset, recipient: RECIPIENT, amount: 1 })).toMatchObject({
      code: 'INVALID_CHAIN_NAMESPACE',
      shortMessage: 'Invalid chain namespace',
    })
  })

  it('refuses a network the project does not list: INVALID_PAYMENT_CONFIG naming it', () => {
    expect(refusal({ paymentAsset: polygonUSDC, recipient: RECIPIENT, amount: 1 })).toEqual({
      code: 'INVALID_PAYMENT_CONFIG',
      shortMessage: 'Invalid payment configuration',
      details: "eip155:137 is not one of this project's networks",
    })
  })

  it('refuses an amount of 0 or less, not a number, or finer than the asset: INVALID_AMOUNT', () => {
    for (const amount of [0, -1, '0', '0.000', 'abc', '', Number.NaN, null, '12.5.1']) {
      expect(refusal({ paymentAsset: baseUSDC, recipient: RECIPIENT, amount })).toMatchObject({
        code: 'INVALID_AMOUNT',
        shortMessage: 'Invalid payment amount',
      })
    }
    expect(
      refusal({ paymentAsset: baseUSDC, recipient: RECIPIENT, amount: '0.0000001' }).details,
    ).toBe('The asset has 6 decimals; 0.0000001 has 7')
  })

  it("refuses a recipient that is not an address of the network's namespace: INVALID_RECIPIENT", () => {
    for (const [paymentAsset, recipient] of [
      [baseUSDC, 'vitalik.eth'],
      [baseUSDC, SOL_RECIPIENT],
      [baseUSDC, '0x70997970C51812dc3A010C7d01b50e0d17dc79C'],
      [solanaUSDC, RECIPIENT],
      [baseETH, undefined],
    ] as const) {
      expect(refusal({ paymentAsset, recipient, amount: 1 })).toMatchObject({
        code: 'INVALID_RECIPIENT',
        shortMessage: 'Invalid recipient address',
      })
    }
  })
})

describe('the asset presets', () => {
  it("are AppKit's, each valid on its network with the token's public address", () => {
    for (const [name, paymentAsset] of Object.entries(presets)) {
      const [namespace, reference] = paymentAsset.network.split(':')
      const network = {
        ...(namespace === 'solana' ? KNOWN_CHAINS.solana : KNOWN_CHAINS.mainnet),
        caipNetworkId: paymentAsset.network,
        id: namespace === 'solana' ? String(reference) : Number(reference),
      }
      const recipient = namespace === 'solana' ? SOL_RECIPIENT : RECIPIENT
      expect(
        validatePaymentOptions({ paymentAsset, recipient, amount: '1' }, [network]).paymentAsset,
        name,
      ).toBe(paymentAsset)
    }
    expect(baseUSDC.asset).toBe('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913')
    expect(presets.ethereumUSDT.asset).toBe('0xdAC17F958D2ee523a2206206994597C13D831ec7')
    expect(solanaUSDC.asset).toBe('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')
  })
})
