import { isEvmAddress, isSolanaAddress, readTokenDecimals } from '@portico/common'
import { GatewayError } from '../errors/GatewayError'
import type { PayNetwork } from './PayNetwork'

/**
 * The asset of a new payment as the chain knows it: `native` with the network's decimals, or a
 * token read on chain (an ERC-20 contract's `decimals()`, an SPL mint's supply decimals), its
 * address as stored (EVM lower-case). Anything else is INVALID_ASSET (400).
 * @example
 * const { asset, decimals } = await resolvePaymentAsset(network, '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512')
 */
export async function resolvePaymentAsset(
  network: PayNetwork,
  asset: string,
): Promise<{ asset: string; decimals: number }> {
  if (asset === 'native') return { asset, decimals: network.nativeDecimals }
  const evm = network.namespace === 'eip155'
  if (evm ? !isEvmAddress(asset) : !isSolanaAddress(asset)) {
    throw new GatewayError('INVALID_ASSET', {
      message: `Invalid asset specified: expected 'native' or ${evm ? 'a token contract' : 'an SPL mint'} address`,
    })
  }
  const decimals = await readTokenDecimals({
    request: network.request,
    namespace: network.namespace,
    token: asset,
  })
  if (decimals === undefined) {
    throw new GatewayError('INVALID_ASSET', {
      message: `Invalid asset specified: ${asset} is not ${evm ? 'an ERC-20 token' : 'an SPL mint'} on ${network.caip2}`,
    })
  }
  return { asset: evm ? asset.toLowerCase() : asset, decimals }
}
