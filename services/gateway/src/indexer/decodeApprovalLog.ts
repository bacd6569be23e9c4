/** keccak256('Approval(address,address,uint256)'): ERC-20 allowances (ERC-721 shares it, with four topics). */
export const APPROVAL_TOPIC = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'

const TOPIC = /^0x[0-9a-f]{64}$/i
const WORD = /^0x[0-9a-f]{64}$/i

/**
 * An allowance read from an ERC-20 `Approval` log, addresses lower-case.
 * @example const a: DecodedApproval = { owner: '0xf3…', spender: '0x7a…', value: '100' }
 */
export type DecodedApproval = { owner: string; spender: string; value: string }

/**
 * Decodes an ERC-20 `Approval(owner, spender, value)` log (three topics, the value as one data
 * word), or returns null for anything else: an ERC-721 approval indexes its token id as a
 * fourth topic and grants no amount. Malformed logs decode to null: any contract emits any log.
 * @example
 * decodeApprovalLog({ topics: [APPROVAL_TOPIC, owner, spender], data: word(100n) })
 * // { owner: '0x…', spender: '0x…', value: '100' }
 */
export function decodeApprovalLog(log: {
  topics: readonly string[]
  data: string
}): DecodedApproval | null {
  const [topic0, owner, spender] = log.topics
  if (topic0 !== APPROVAL_TOPIC || log.topics.length !== 3 || !owner || !spender) return null
  if (!TOPIC.test(owner) || !TOPIC.test(spender) || !WORD.test(log.data)) return null
  return {
    owner: `0x${owner.slice(-40)}`.toLowerCase(),
    spender: `0x${spender.slice(-40)}`.toLowerCase(),
    value: BigInt(log.data).toString(),
  }
}
