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

  it('shows the visitor’s fee, rounded up, and the site’s reason for not paying beside it', () => {
    const shown = withNetworkFee(ctx, description, chain, {
      fee: parseEther('0.0001234561'),
      gas: 1n,
      gasPrice: 1n,
      refusal: REFUSAL,
    })
    expect(shown.rows.at(-1)).toEqual({ label: 'Network fee', value: '≈ 0.000123457 ETH' })
    expect(shown.warnings).toEqual(['Check the address', REFUSAL])
  })

  it('says when the account cannot pay the fee it is shown', () => {
    const shown = withNetworkFee(ctx, description, chain, {
      fee: parseEther('0.0001'),
      gas: 1n,
      gasPrice: 1n,
      refusal: REFUSAL,
      insufficientFunds: true,
    })
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

  it('leaves the approval as it was without an estimate', () => {
    expect(withNetworkFee(ctx, description, chain, undefined)).toBe(description)
  })
})
