import { type Address, erc20Abi, type PublicClient } from 'viem'
import type { TokenConfig } from '../config/gatewayConfigSchema'
import type { TokenTable } from '../db/Database'

async function readOrNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch {
    return null
  }
}

/**
 * Name, symbol and decimals of tokens first seen in logs: from the configured token list when
 * listed there, else read from the contract (all reads in one batch). Contracts that do not
 * answer get placeholders and decimals 0, so raw amounts still show.
 * @example
 * const rows = await fetchTokenMetadata(client, 'eip155:31337', ['0xabc…'], config.tokens)
 */
export async function fetchTokenMetadata(
  client: PublicClient,
  chainId: string,
  addresses: readonly string[],
  configured: readonly TokenConfig[],
): Promise<TokenTable[]> {
  return Promise.all(
    addresses.map(async (address) => {
      const known = configured.find((t) => t.address.toLowerCase() === address)
      if (known) return { chain_id: chainId, address, ...pick(known) }
      const contract = { address: address as Address, abi: erc20Abi }
      const [name, symbol, decimals] = await Promise.all([
        readOrNull(client.readContract({ ...contract, functionName: 'name' })),
        readOrNull(client.readContract({ ...contract, functionName: 'symbol' })),
        readOrNull(client.readContract({ ...contract, functionName: 'decimals' })),
      ])
      return {
        chain_id: chainId,
        address,
        name: name ?? 'Unknown token',
        symbol: symbol ?? 'UNKNOWN',
        decimals: decimals ?? 0,
      }
    }),
  )
}

function pick(token: TokenConfig) {
  return { name: token.name, symbol: token.symbol, decimals: token.decimals }
}
