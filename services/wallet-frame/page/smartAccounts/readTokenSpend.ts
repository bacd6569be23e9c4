import { type Address, erc20Abi, getAddress } from 'viem'
import { clientOf } from './clientOf'
import type { SmartAccountState } from './SmartAccountState'
import type { SmartCall } from './SmartCall'
import { tokenSpendOf } from './tokenSpendOf'

/**
 * {@link tokenSpendOf} with the allowances `sender` already gave, on `token`, to the other
 * contracts the calls reach, read from the chain (through the service's RPC proxy).
 * @example const spend = await readTokenSpend(state, 31337, smart, tUsdt, calls)
 */
export async function readTokenSpend(
  state: SmartAccountState,
  chainId: number,
  sender: Address,
  token: Address,
  calls: readonly SmartCall[],
): Promise<bigint> {
  const client = clientOf(state, chainId)
  const spenders = [...new Set(calls.map((call) => getAddress(call.to)))].filter(
    (to) => to !== getAddress(token),
  )
  const allowances = await Promise.all(
    spenders.map(
      async (spender) =>
        [
          spender,
          await client.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'allowance',
            args: [sender, spender],
          }),
        ] as const,
    ),
  )
  return tokenSpendOf(calls, token, new Map(allowances))
}
