import type { CaipNetwork } from '@portico/common'
import { USDT_CONTRACTS } from '../tokens/erc20TransferAbis'

/**
 * Whether the token's `transfer` answers a bool: USDT-style tokens (the known list and the
 * app's own `usdtContracts`, CAIP-10) answer nothing.
 * @example
 * transferAnswersBool({ caipNetwork: mainnet, tokenAddress: '0xdAC1…' }, []) // false
 */
export function transferAnswersBool(
  token: { caipNetwork: CaipNetwork; tokenAddress: string },
  usdtContracts: readonly string[] | undefined,
): boolean {
  const caip10 = `${token.caipNetwork.caipNetworkId}:${token.tokenAddress}`.toLowerCase()
  return ![...USDT_CONTRACTS, ...(usdtContracts ?? [])].some((id) => id.toLowerCase() === caip10)
}
