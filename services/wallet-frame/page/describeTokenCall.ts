import type { Hex } from 'viem'
import type { DescribeContext } from './ApprovalDescription'
import { approvalWarnings } from './approvalWarnings'
import type { CallDescription } from './CallDescription'
import type { TokenCall } from './decodeTokenCall'
import { formatDeadline } from './formatDeadline'
import { formatTokenAmount, isUnlimited } from './formatTokenAmount'
import { labelAddress } from './labelAddress'
import { readTokenInfo, type TokenInfo } from './readTokenInfo'

/**
 * Describes a decoded token call with what the chain says about the token (symbol, decimals,
 * collection name): who may take what, "Unlimited" in words, and a warning where the token could
 * not be read or where everything is given away. Spenders, operators and recipients the operator
 * configured are named beside their address.
 * @example const d = await describeTokenCall(decodeTokenCall(tx.data)!, tx.to, { read, names })
 */
export async function describeTokenCall(
  call: TokenCall,
  contract: Hex,
  context: Pick<DescribeContext, 'read' | 'names'>,
  now: number = Date.now(),
): Promise<CallDescription> {
  const { read, names } = context
  const label = (address: string) => labelAddress(address, names)
  const tokenLabel = (token: TokenInfo) =>
    token.symbol ? `${token.symbol} · ${label(token.address)}` : label(token.address)
  if (call.name === 'setApprovalForAll') {
    const { name } = await readTokenInfo(read, contract, 'collection')
    const collection = name ? `${name} (${label(contract)})` : label(contract)
    const operator = label(call.operator)
    if (!call.approved)
      return {
        summary: `Remove ${operator} as operator of ${collection}`,
        rows: [
          { label: 'Action', value: 'Remove an operator' },
          { label: 'Collection', value: collection },
          { label: 'Operator', value: operator },
        ],
        warnings: [],
      }
    return {
      summary: `Give ${operator} all of your ${collection}`,
      rows: [
        { label: 'Action', value: 'Give access to all your tokens of a collection' },
        { label: 'Collection', value: collection },
        { label: 'Operator', value: operator },
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
        { label: 'Spender', value: label(call.spender) },
      ]
      if (call.name === 'permit2Approve')
        rows.push({ label: 'Expires', value: formatDeadline(BigInt(call.expiration), now) })
      return { summary: `Allow ${label(call.spender)} to spend ${amount}`, rows, warnings }
    }
    case 'transfer':
      return {
        summary: `Send ${amount} to ${label(call.to)}`,
        rows: [
          { label: 'Action', value: 'Send tokens' },
          { label: 'Amount', value: amount },
          { label: 'Token', value: tokenLabel(token) },
          { label: 'Recipient', value: label(call.to) },
        ],
        warnings,
      }
    case 'transferFrom':
      return {
        summary: `Move ${amount} from ${label(call.from)} to ${label(call.to)}`,
        rows: [
          { label: 'Action', value: 'Move tokens' },
          { label: 'Amount', value: amount },
          { label: 'Token', value: tokenLabel(token) },
          { label: 'From', value: label(call.from) },
          { label: 'Recipient', value: label(call.to) },
        ],
        warnings,
      }
  }
}
