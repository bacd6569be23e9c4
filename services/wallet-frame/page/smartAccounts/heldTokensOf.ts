import { type Address, erc20Abi, getAddress } from 'viem'
import { decodeTokenCall } from '../decodeTokenCall'
import { clientOf } from './clientOf'
import type { SmartAccountState } from './SmartAccountState'
import type { SmartCall } from './SmartCall'
import { smartAddressOf } from './smartAddressOf'

// Reads per estimate, at most: the operator names up to 64 contracts a chain.
const MAX_CANDIDATES = 32

/**
 * The tokens the smart account of `owner` holds that its network fee could be paid in: of the
 * contracts the operator names on the chain (the frame's config) and the tokens the calls
 * themselves move, those whose `balanceOf` (read through the service's RPC proxy) is above 0,
 * with that balance. Which of them the gateway takes, and at what price, its token paymaster
 * says (`askTokenQuote`).
 * @example const held = await heldTokensOf(state, eoa, 31337, calls) // [{ token, balance: 10_000_000n }]
 */
export async function heldTokensOf(
  state: SmartAccountState,
  owner: string,
  chainId: number,
  calls: readonly SmartCall[],
): Promise<{ token: Address; balance: bigint }[]> {
  const named = state.config.chains.find((chain) => chain.chainId === chainId)?.contracts ?? []
  const moved = calls.filter((call) => decodeTokenCall(call.data) !== undefined)
  const candidates = [
    ...new Set(
      [...moved.map((call) => call.to), ...named.map((c) => c.address)].map((address) =>
        getAddress(address),
      ),
    ),
  ].slice(0, MAX_CANDIDATES)
  const sender = await smartAddressOf(state, owner, chainId)
  const client = clientOf(state, chainId)
  const held = await Promise.all(
    candidates.map((token) =>
      client
        .readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [sender] })
        .then((balance) => ({ token, balance }))
        // Not every named contract is a token (the swap router): it holds nothing to pay with.
        .catch(() => ({ token, balance: 0n })),
    ),
  )
  return held.filter(({ balance }) => balance > 0n)
}
