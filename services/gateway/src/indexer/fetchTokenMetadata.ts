import { type Address, erc20Abi, type PublicClient } from 'viem'
import type { TokenConfig } from '../config/gatewayConfigSchema'
import type { TokenTable } from '../db/Database'
import type { CallLimit } from './createCallLimit'
import { cutText, INDEXED_TEXT_LIMITS } from './indexedTextLimits'
import { readOrNull } from './readOrNull'

/**
 * Name, symbol and decimals of tokens first seen in logs: from the configured token list when
 * listed there, else read from the contract (all reads in one batch). Contracts that do not
 * answer get placeholders and decimals 0, so raw amounts still show. Names and symbols are cut to
 * INDEXED_TEXT_LIMITS; `limit` bounds the calls in flight.
 * @example
 * const rows = await fetchTokenMetadata(client, 'eip155:31337', ['0xabc…'], config.tokens, createCallLimit(8))
 */
export async function fetchTokenMetadata(
  client: PublicClient,
  chainId: string,
  addresses: readonly string[],
  configured: readonly TokenConfig[],
  limit: CallLimit,
): Promise<TokenTable[]> {
  return Promise.all(
    addresses.map(async (address) => {
      const known = configured.find((t) => t.address.toLowerCase() === address)
      if (known) return { chain_id: chainId, address, ...pick(known) }
      const contract = { address: address as Address, abi: erc20Abi }
      const [name, symbol, decimals] = await Promise.all([
        readOrNull(limit(() => client.readContract({ ...contract, functionName: 'name' }))),
        readOrNull(limit(() => client.readContract({ ...contract, functionName: 'symbol' }))),
        readOrNull(limit(() => client.readContract({ ...contract, functionName: 'decimals' }))),
      ])
      return {
        chain_id: chainId,
        address,
        name: cutText(name ?? 'Unknown token', INDEXED_TEXT_LIMITS.name),
        symbol: cutText(symbol ?? 'UNKNOWN', INDEXED_TEXT_LIMITS.symbol),
        decimals: decimals ?? 0,
      }
    }),
  )
}

function pick(token: TokenConfig) {
  return { name: token.name, symbol: token.symbol, decimals: token.decimals }
}
