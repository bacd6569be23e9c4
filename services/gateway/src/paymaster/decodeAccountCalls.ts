import { type Address, decodeFunctionData, type Hex, parseAbi } from 'viem'

// The accounts' calls: SimpleAccount v0.7's (which PorticoAccount and the wallet frame's accounts
// share), and EntryPoint v0.8's BaseAccount's batch, which Simple7702Account (an EIP-7702 EOA's
// delegate) has instead; `execute` is the same function in both.
const accountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
])

/**
 * One call a smart account makes for its user operation.
 * @example const call: AccountCall = { to: '0x…', value: 0n, data: '0xa9059cbb…' }
 */
export type AccountCall = { to: Address; value: bigint; data: Hex }

/**
 * The calls inside a user operation's callData, for the accounts the kit makes. `'0.7'`:
 * SimpleAccount v0.7 and PorticoAccount, `execute(dest, value, func)` or `executeBatch(dest[],
 * value[], func[])` (an empty `value` meaning none). `'0.8'`: Simple7702Account, v0.8's
 * `execute(target, value, data)` or `executeBatch((target, value, data)[])`. Undefined for
 * anything else: callData the gateway cannot read is never sponsored.
 * @example
 * decodeAccountCalls(userOperation.callData) // [{ to: token, value: 0n, data: '0xa9059cbb…' }]
 * decodeAccountCalls(userOperation.callData, '0.8') // an EIP-7702 account's calls
 */
export function decodeAccountCalls(
  callData: Hex,
  account: '0.7' | '0.8' = '0.7',
): AccountCall[] | undefined {
  let decoded: ReturnType<typeof decodeFunctionData<typeof accountAbi>>
  try {
    decoded = decodeFunctionData({ abi: accountAbi, data: callData })
  } catch {
    return undefined
  }
  if (decoded.functionName === 'execute') {
    const [to, value, data] = decoded.args
    return [{ to, value, data }]
  }
  // Each account has one of the two batches: the other's selector would run nothing of it.
  if (decoded.args.length === 1) {
    if (account !== '0.8') return undefined
    return decoded.args[0].map(({ target, value, data }) => ({ to: target, value, data }))
  }
  if (account !== '0.7') return undefined
  const [targets, values, datas] = decoded.args
  // The accounts revert on these lengths: nothing of theirs would run.
  if (targets.length !== datas.length) return undefined
  if (values.length !== 0 && values.length !== targets.length) return undefined
  return targets.map((to, i) => ({ to, value: values[i] ?? 0n, data: datas[i] ?? '0x' }))
}
