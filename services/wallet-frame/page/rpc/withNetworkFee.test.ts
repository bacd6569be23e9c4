import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ApprovalDescription } from '../ApprovalDescription'
import { withNetworkFee } from './withNetworkFee'

const chain = { name: 'Devnet A', chainId: 31337, nativeCurrency: { symbol: 'ETH', decimals: 18 } }
const description: ApprovalDescription = {
  title: 'Approve transaction',
  rows: [{ label: 'To', value: '0x000000000000000000000000000000000000bEEF' }],
  warnings: ['Check the address'],
}
const REFUSAL = 'This site no longer pays the network fee for this action today'

describe('withNetworkFee', () => {
  const logged: unknown[] = []
  const ctx = { log: (...args: unknown[]) => logged.push(args) }

  it('says who pays when the site sponsors the operation', () => {
    expect(withNetworkFee(ctx, description, chain, { paidBy: 'Portico Demo' })).toEqual({
      ...description,
      rows: [...description.rows, { label: 'Network fee', value: 'paid by Portico Demo' }],
    })
  })

  // The visitor pays `fee` ether, the site having refused with REFUSAL.
  const refused = (fee: string, more: { insufficientFunds?: true } = {}) => ({
    fee: parseEther(fee),
    gas: 1n,
    gasPrice: 1n,
    refusal: REFUSAL,
    ...more,
  })

  it('shows the visitor’s fee, rounded up, and the site’s reason for not paying beside it', () => {
    const shown = withNetworkFee(ctx, description, chain, refused('0.0001234561'))
    expect(shown.rows.at(-1)).toEqual({ label: 'Network fee', value: '≈ 0.000123457 ETH' })
    expect(shown.warnings).toEqual(['Check the address', REFUSAL])
  })

  it('says when the account cannot pay the fee it is shown', () => {
    const shown = withNetworkFee(
      ctx,
      description,
      chain,
      refused('0.0001', { insufficientFunds: true }),
    )
    expect(shown.rows.at(-1)).toEqual({ label: 'Network fee', value: '≈ 0.0001 ETH' })
    expect(shown.warnings).toEqual(['Check the address', REFUSAL, 'Insufficient balance'])
  })

  it('keeps the reason when the visitor’s own fee could not be priced, and logs why', () => {
    const failure = new Error('AA21 didn’t pay prefund')
    const shown = withNetworkFee(ctx, description, chain, { refusal: REFUSAL, failure })
    expect(shown.rows).toEqual(description.rows)
    expect(shown.warnings).toEqual(['Check the address', REFUSAL])
    expect(logged).toContainEqual(['network fee estimate failed', failure])
  })

  it('shows a fee paid in a token as the exact amount taken, its USD value when known', () => {
    const paidIn = {
      token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      symbol: 'tUSDT',
      decimals: 6,
      paymaster: '0x000000000000000000000000000000000000Fee5',
      amount: 421_875n,
    } as const
    const shown = withNetworkFee(ctx, description, chain, {
      paidIn,
      usd: 0.421875,
      refusal: REFUSAL,
    })
    expect(shown.rows.at(-1)).toEqual({ label: 'Network fee', value: '0.421875 tUSDT ($0.42)' })
    // The site's reason for not paying stays; the account can pay, so no 'Insufficient balance'.
    expect(shown.warnings).toEqual(['Check the address', REFUSAL])
    expect(withNetworkFee(ctx, description, chain, { paidIn }).rows.at(-1)).toEqual({
      label: 'Network fee',
      value: '0.421875 tUSDT',
    })
    expect(
      withNetworkFee(ctx, description, chain, {
        paidIn: { ...paidIn, amount: 3n },
        usd: 0.000003,
      }).rows.at(-1)?.value,
    ).toBe('0.000003 tUSDT (< $0.01)')
  })

  it('leaves the approval as it was without an estimate', () => {
    expect(withNetworkFee(ctx, description, chain, undefined)).toBe(description)
  })
})
