/**
 * keccak256('UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)'): the
 * event every ERC-4337 EntryPoint (v0.6 to v0.8) emits once per user operation it ran.
 */
export const USER_OPERATION_EVENT_TOPIC =
  '0x49628fd1471006c1482da88028e9ce4dbb080b815c9b0344d39e5a8e6ec1419f'

const TOPIC = /^0x[0-9a-f]{64}$/i
// nonce, success, actualGasCost, actualGasUsed: four words.
const DATA = /^0x[0-9a-f]{256}$/i

/**
 * A user operation as its `UserOperationEvent` tells it: addresses lower-case, amounts in wei.
 * @example const op: DecodedUserOperation = { userOpHash: '0x…', sender: '0x5c…', paymaster: '0x0…', nonce: 0n, success: true, actualGasCost: 21n, actualGasUsed: 7n }
 */
export type DecodedUserOperation = {
  userOpHash: string
  sender: string
  paymaster: string
  nonce: bigint
  success: boolean
  actualGasCost: bigint
  actualGasUsed: bigint
}

/**
 * Decodes `UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed
 * paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)` when a
 * trusted EntryPoint (`entryPoints`, lower-case) emitted it; null for any other log, a malformed
 * one, or the same event from another contract (anyone can emit it).
 * @example
 * decodeUserOperationEvent(log, entryPointsOf(chain.config))
 * // { userOpHash: '0x…', sender: '0x5c…', paymaster: '0x0000…', nonce: 0n, success: true, … }
 */
export function decodeUserOperationEvent(
  log: { address: string; topics: readonly string[]; data: string },
  entryPoints: ReadonlySet<string>,
): DecodedUserOperation | null {
  const [topic0, userOpHash, sender, paymaster] = log.topics
  if (topic0 !== USER_OPERATION_EVENT_TOPIC || log.topics.length !== 4) return null
  if (!entryPoints.has(log.address.toLowerCase())) return null
  if (!userOpHash || !sender || !paymaster || !DATA.test(log.data)) return null
  if (![userOpHash, sender, paymaster].every((topic) => TOPIC.test(topic))) return null
  const word = (i: number) => BigInt(`0x${log.data.slice(2 + i * 64, 2 + (i + 1) * 64)}`)
  return {
    userOpHash: userOpHash.toLowerCase(),
    sender: `0x${sender.slice(-40)}`.toLowerCase(),
    paymaster: `0x${paymaster.slice(-40)}`.toLowerCase(),
    nonce: word(0),
    success: word(1) !== 0n,
    actualGasCost: word(2),
    actualGasUsed: word(3),
  }
}
