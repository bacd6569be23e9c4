import { createPublicClient, getAddress, http, parseAbi } from 'viem'
import { WalletFrameError } from '../errors/WalletFrameError'

const registryAbi = parseAbi(['function custodyOf(uint256 fid) view returns (address)'])

/**
 * Where fids are registered: a contract with Farcaster IdRegistry's `custodyOf(uint256)` on
 * one chain.
 * @example const registry: IdRegistry = { chainId: 31337, rpcUrl, address: '0x1CFd…' }
 */
export type IdRegistry = { chainId: number; rpcUrl: string; address: string }

/**
 * The custody address of `fid` read from the registry over RPC; the zero address when the fid
 * is not registered. An unreachable chain is `503`, never a pass.
 * @example const custody = await readCustody(registry, 1n)
 */
export async function readCustody(registry: IdRegistry, fid: bigint): Promise<`0x${string}`> {
  const client = createPublicClient({ transport: http(registry.rpcUrl, { retryCount: 0 }) })
  try {
    return await client.readContract({
      address: getAddress(registry.address),
      abi: registryAbi,
      functionName: 'custodyOf',
      args: [fid],
    })
  } catch (cause) {
    throw new WalletFrameError('UPSTREAM_UNAVAILABLE', {
      cause: cause instanceof Error ? cause : undefined,
      details: 'the Farcaster ID registry could not be read',
    })
  }
}
