import { describe, expect, it } from 'vitest'
import { hasEnoughBalance } from './hasEnoughBalance'
import { isQuoteExpired, SWAP_QUOTE_TTL_MS } from './isQuoteExpired'
import { isSwapNetwork } from './isSwapNetwork'
import { maxSwapAmount } from './maxSwapAmount'
import { minimumReceived } from './minimumReceived'
import { needsApproval } from './needsApproval'

const net = (caipNetworkId: string, chainNamespace = 'eip155') =>
  ({ caipNetworkId, chainNamespace }) as Parameters<typeof isSwapNetwork>[0]['caipNetwork']

describe('isSwapNetwork', () => {
  it('offers swaps on an EVM network only where the gateway lists tokens, on the spec list or not', () => {
    expect(isSwapNetwork({ caipNetwork: net('eip155:31337'), gatewayTokens: 3 })).toBe(true)
    expect(isSwapNetwork({ caipNetwork: net('eip155:1'), gatewayTokens: 0 })).toBe(false)
    expect(isSwapNetwork({ caipNetwork: net('eip155:31337'), gatewayTokens: 0 })).toBe(false)
  })
  it('never offers swaps outside eip155', () => {
    const solana = net('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana')
    expect(isSwapNetwork({ caipNetwork: solana, gatewayTokens: 3 })).toBe(false)
  })
})

describe('maxSwapAmount', () => {
  it('fills the whole balance of a token', () => {
    expect(
      maxSwapAmount({ balance: '12.5', decimals: 6, native: false, gasPrice: 10n ** 9n }),
    ).toBe('12.5')
  })
  it('keeps back a two-hop swap gas with a 20 % margin for the native coin', () => {
    // 350,000 gas × 1 gwei × 1.2 = 0.00042 ETH
    expect(maxSwapAmount({ balance: '1', decimals: 18, native: true, gasPrice: 10n ** 9n })).toBe(
      '0.99958',
    )
  })
  it('truncates to 6 decimals, never rounding up past what is held', () => {
    expect(
      maxSwapAmount({ balance: '1.2345678999', decimals: 18, native: false, gasPrice: 0n }),
    ).toBe('1.234567')
    // 350,000 gas × 1.19 gwei × 1.2 = 0.0004998 ETH kept back
    expect(
      maxSwapAmount({ balance: '2', decimals: 18, native: true, gasPrice: 1_190_000_000n }),
    ).toBe('1.9995')
  })
  it('never goes below zero', () => {
    expect(
      maxSwapAmount({ balance: '0.0001', decimals: 18, native: true, gasPrice: 10n ** 9n }),
    ).toBe('0')
  })
})

describe('minimumReceived', () => {
  it('takes the slippage off in basis points, rounding down like the gateway', () => {
    expect(minimumReceived(1000n, 1)).toBe(990n)
    expect(minimumReceived(999n, 1)).toBe(989n)
    expect(minimumReceived(10_000n, 0.5)).toBe(9_950n)
  })
  it('keeps the tolerance between 0 and 100 %', () => {
    expect(minimumReceived(1000n, 0)).toBe(1000n)
    expect(minimumReceived(1000n, 150)).toBe(0n)
  })
})

describe('needsApproval', () => {
  it('never approves the native coin', () => {
    expect(needsApproval({ native: true, allowance: 0n, amount: 10n })).toBe(false)
  })
  it('approves a token only when the allowance is short', () => {
    expect(needsApproval({ native: false, allowance: 9n, amount: 10n })).toBe(true)
    expect(needsApproval({ native: false, allowance: 10n, amount: 10n })).toBe(false)
  })
})

describe('hasEnoughBalance', () => {
  it('asks a token for the amount only', () => {
    expect(hasEnoughBalance({ balance: 10n, amount: 10n, native: false, fee: 5n })).toBe(true)
    expect(hasEnoughBalance({ balance: 10n, amount: 11n, native: false, fee: 0n })).toBe(false)
  })
  it('asks the native coin for the amount plus the network fee', () => {
    expect(hasEnoughBalance({ balance: 10n, amount: 8n, native: true, fee: 2n })).toBe(true)
    expect(hasEnoughBalance({ balance: 10n, amount: 8n, native: true, fee: 3n })).toBe(false)
  })
  it('keeps nothing back for a network fee the site pays', () => {
    const sold = { balance: 10n, native: true, fee: 3n, sponsored: true }
    expect(hasEnoughBalance({ ...sold, amount: 10n })).toBe(true)
    expect(hasEnoughBalance({ ...sold, amount: 11n })).toBe(false)
  })
})

describe('isQuoteExpired', () => {
  it('lets a quote be signed until its time is up', () => {
    expect(isQuoteExpired(0, SWAP_QUOTE_TTL_MS)).toBe(false)
    expect(isQuoteExpired(0, SWAP_QUOTE_TTL_MS + 1)).toBe(true)
  })
})
