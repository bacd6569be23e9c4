import { isEvmAddress } from '../address/isEvmAddress'
import { isSolanaAddress } from '../address/isSolanaAddress'
import { z } from '../schemas/zodMini'
import type { JsonRpcRequest } from './JsonRpcRequest'

// decimals() of ERC-20.
const DECIMALS_CALL = '0x313ce567'
const wordSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))
const tokenSupplySchema = z.object({
  value: z.object({ decimals: z.number().check(z.int(), z.nonnegative()) }),
})

/**
 * A token's decimals as its chain says: an ERC-20 contract's `decimals()` (eip155), an SPL
 * mint's supply decimals (`getTokenSupply`, solana). Undefined when the address is none of
 * these (an account, a contract without `decimals()`, decimals above 36) or the node refused
 * the call.
 * @example
 * await readTokenDecimals({ request, namespace: 'eip155', token: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' }) // 6
 */
export async function readTokenDecimals(args: {
  request: JsonRpcRequest
  namespace: string
  token: string
}): Promise<number | undefined> {
  const { request, namespace, token } = args
  try {
    if (namespace === 'eip155' && isEvmAddress(token)) {
      const answer = wordSchema.safeParse(
        await request('eth_call', [{ to: token, data: DECIMALS_CALL }, 'latest']),
      )
      const decimals = answer.success ? BigInt(answer.data) : -1n
      return decimals >= 0n && decimals <= 36n ? Number(decimals) : undefined
    }
    if (namespace === 'solana' && isSolanaAddress(token)) {
      const answer = tokenSupplySchema.safeParse(await request('getTokenSupply', [token]))
      return answer.success && answer.data.value.decimals <= 36
        ? answer.data.value.decimals
        : undefined
    }
  } catch {
    // A revert (no such function) and a refusal alike: not a token this reader can price.
    return undefined
  }
  return undefined
}
