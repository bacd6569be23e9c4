import type { CaipNetwork } from '@portico/common'

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

function isLocal(url: string | undefined): boolean {
  if (!url) return false
  try {
    return LOCAL_HOSTS.has(new URL(url).hostname)
  } catch {
    return false
  }
}

/**
 * The image to show for a network: the app's `assets.imageUrl`, else the catalogue's asset
 * image for its `assets.imageId` or its CAIP-2 id (the gateway answers real logos). A network
 * whose RPC runs on this machine is a local devnet no icon set knows: undefined, so the icon
 * draws its own monogram with the network's name.
 * @example
 * networkImageUrl(KNOWN_CHAINS.base, client.api.catalogue.assetImageUrl)
 * // '…/public/getAssetImage/eip155%3A8453?projectId=…'
 */
export function networkImageUrl(
  network: Pick<CaipNetwork, 'caipNetworkId' | 'assets' | 'rpcUrls'>,
  assetImageUrl: (id: string) => string,
): string | undefined {
  if (network.assets?.imageUrl) return network.assets.imageUrl
  if (network.assets?.imageId) return assetImageUrl(network.assets.imageId)
  if (isLocal(network.rpcUrls.default.http[0])) return undefined
  return assetImageUrl(network.caipNetworkId)
}
