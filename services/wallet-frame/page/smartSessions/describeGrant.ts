import { formatUnits } from 'viem'
import type { ApprovalDescription } from '../describeRequest'
import { countsTokens } from './countsTokens'
import type { GrantArgumentRule, SessionGrantRequest } from './parseGrantRequest'

type Chain = { name: string; chainId: number; nativeCurrency: { symbol: string; decimals: number } }

function describeRule(rule: GrantArgumentRule): string {
  const name = rule.name ?? `argument ${rule.index}`
  return rule.condition === 'equal' ? `${name} = ${rule.shown}` : `${name} ≤ ${rule.shown}`
}

/**
 * The 'Grant permissions' approval: each allowed function with its argument rules, the spending
 * limit in its unit, the gas budget and per-operation cap in the native currency, the expiry,
 * the key and the network — and, in words, that anything else is refused on chain.
 * @example
 * await approve(describeGrant(grant, chain))
 */
export function describeGrant(grant: SessionGrantRequest, chain: Chain): ApprovalDescription {
  const native = (wei: bigint) =>
    `${formatUnits(wei, chain.nativeCurrency.decimals)} ${chain.nativeCurrency.symbol}`
  const inTokens = countsTokens(grant.calls.map((call) => call.selector))
  const functions = grant.calls.map((call, i) => ({
    label: grant.calls.length === 1 ? 'Function' : `Function ${i + 1}`,
    value:
      call.args.length === 0
        ? `${call.name} (any arguments)`
        : `${call.name} (only ${call.args.map(describeRule).join(', ')})`,
  }))
  return {
    title: 'Grant permissions',
    rows: [
      { label: 'Contract', value: grant.target },
      ...functions,
      {
        label: 'Spending limit',
        value: inTokens ? `${grant.spendingLimit} (token base units)` : native(grant.spendingLimit),
      },
      { label: 'Gas budget', value: native(grant.gasBudget) },
      { label: 'Gas per operation', value: `at most ${native(grant.gasPerOperation)}` },
      { label: 'Expires', value: new Date(grant.expiry * 1000).toISOString() },
      { label: 'Session key', value: grant.key },
      { label: 'Network', value: `${chain.name} (${chain.chainId})` },
    ],
    text: [
      'The app’s key may make only these calls to this contract, without asking you again, until the expiry or until you revoke it.',
      inTokens
        ? 'Transfers and approvals of this token count against the spending limit; the key cannot send ' +
          `${chain.nativeCurrency.symbol}.`
        : `${chain.nativeCurrency.symbol} sent with these calls counts against the spending limit.`,
      'Gas the key’s operations may cost is paid from your account and counts against the gas budget.',
      'Anything else is refused on chain: other functions or arguments, other contracts, spending over the limit, gas over the budget or over the per-operation cap.',
    ].join(' '),
  }
}
