import type { PaidAmount } from './evmNativePaid'
import type { EvmReceipt } from './evmPaymentSchemas'

/**
 * keccak256('Transfer(address,address,uint256)'): the ERC-20 event (ERC-721's has the same
 * signature with the token id indexed too, a fourth topic, and is left out).
 * @example log.topics[0] === ERC20_TRANSFER_TOPIC
 */
export const ERC20_TRANSFER_TOPIC =
  '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

const addressOfTopic = (topic: string) => `0x${topic.slice(-40)}`.toLowerCase()

/**
 * The amount of `token` a transaction's receipt logs show paid to `recipient`: the token
 * contract's own `Transfer` logs to the recipient, less those from it. A reverted receipt has
 * no logs, and another contract's log that merely looks like a Transfer is not the token's.
 * Reads logs only, never a `transfer` return value: Tether-style tokens return nothing.
 * @example
 * erc20Paid({ logs: receipt.logs, token: '0xe7f1…0512', recipient: '0x7099…79C8' }) // { paid: 12_500_000n, from: '0xf39f…' }
 */
export function erc20Paid(args: {
  logs: EvmReceipt['logs']
  token: string
  recipient: string
}): PaidAmount {
  const token = args.token.toLowerCase()
  const recipient = args.recipient.toLowerCase()
  let paid = 0n
  let from: string | undefined
  for (const log of args.logs) {
    const [topic, fromTopic, toTopic] = log.topics
    if (log.address.toLowerCase() !== token || log.topics.length !== 3) continue
    if (topic?.toLowerCase() !== ERC20_TRANSFER_TOPIC || !fromTopic || !toTopic) continue
    // One 32-byte word: anything else is not an ERC-20 Transfer's data.
    if (log.data.length !== 66) continue
    const value = BigInt(log.data)
    const sender = addressOfTopic(fromTopic)
    if (addressOfTopic(toTopic) === recipient) {
      paid += value
      from ??= sender
    }
    if (sender === recipient) paid -= value
  }
  return { paid: paid > 0n ? paid : 0n, from: paid > 0n ? from : undefined }
}
