import type { Hex } from 'viem'
import { approvalWarnings } from './approvalWarnings'
import type { TokenCall } from './decodeTokenCall'
import { formatDeadline } from './formatDeadline'
import { formatTokenAmount, isUnlimited } from './formatTokenAmount'
import { type ReadContract, readTokenInfo, type TokenInfo } from './readTokenInfo'

/** A decoded token call as the approval view shows it. */
export type TokenCallDescription = {
  /** One line for a list of calls, e.g. `Allow 0x… to spend Unlimited PTT`. */
  summary: string
  rows: { label: string; value: string }[]
  warnings: string[]
}

const tokenLabel = (token: TokenInfo) =>
  token.symbol ? `${token.symbol} · ${token.address}` : token.address

/**
 * Describes a decoded token call with what the chain says about the token (symbol, decimals,
 * collection name): who may take what, "Unlimited" in words, and a warning where the token could
 * not be read or where everything is given away.
 * @example const d = await describeTokenCall(decodeTokenCall(tx.data)!, tx.to, read)
 */
export async function describeTokenCall(
  call: TokenCall,
  contract: Hex,
  read: ReadContract,
  now: number = Date.now(),
): Promise<TokenCallDescription> {
  if (call.name === 'setApprovalForAll') {
    const { name } = await readTokenInfo(read, contract, 'collection')
    const collection = name ? `${name} (${contract})` : contract
    if (!call.approved)
      return {
        summary: `Remove ${call.operator} as operator of ${collection}`,
        rows: [
          { label: 'Action', value: 'Remove an operator' },
          { label: 'Collection', value: collection },
          { label: 'Operator', value: call.operator },
        ],
        warnings: [],
      }
    return {
      summary: `Give ${call.operator} all of your ${collection}`,
      rows: [
        { label: 'Action', value: 'Give access to all your tokens of a collection' },
        { label: 'Collection', value: collection },
        { label: 'Operator', value: call.operator },
      ],
      warnings: [approvalWarnings.operatorForAll(name ?? contract)],
    }
  }
  const token = await readTokenInfo(read, call.name === 'permit2Approve' ? call.token : contract)
  const amount = formatTokenAmount(call.amount, token)
  const warnings: string[] = []
  if (token.symbol === undefined || token.decimals === undefined)
    warnings.push(approvalWarnings.unreadableToken(token.address))
  const unit = token.symbol ?? token.address
  switch (call.name) {
    case 'approve':
    case 'increaseAllowance':
    case 'permit2Approve': {
      if (isUnlimited(call.amount)) warnings.unshift(approvalWarnings.unlimited(unit))
      const rows = [
        {
          label: 'Action',
          value:
            call.name === 'increaseAllowance' ? 'Raise a spending allowance' : 'Allow spending',
        },
        { label: call.name === 'increaseAllowance' ? 'Added amount' : 'Amount', value: amount },
        { label: 'Token', value: tokenLabel(token) },
        { label: 'Spender', value: call.spender },
      ]
      if (call.name === 'permit2Approve')
        rows.push({ label: 'Expires', value: formatDeadline(BigInt(call.expiration), now) })
      return { summary: `Allow ${call.spender} to spend ${amount}`, rows, warnings }
    }
    case 'transfer':
      return {
        summary: `Send ${amount} to ${call.to}`,
        rows: [
          { label: 'Action', value: 'Send tokens' },
          { label: 'Amount', value: amount },
          { label: 'Token', value: tokenLabel(token) },
          { label: 'Recipient', value: call.to },
        ],
        warnings,
      }
    case 'transferFrom':
      return {
        summary: `Move ${amount} from ${call.from} to ${call.to}`,
        rows: [
          { label: 'Action', value: 'Move tokens' },
          { label: 'Amount', value: amount },
          { label: 'Token', value: tokenLabel(token) },
          { label: 'From', value: call.from },
          { label: 'Recipient', value: call.to },
        ],
        warnings,
      }
  }
}
