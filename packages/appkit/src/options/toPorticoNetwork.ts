import type { CaipNetwork } from '@portico/common'
import type { AppKitCustomRpcUrlMap } from './AppKitCustomRpcUrl'
import type { AppKitNetwork } from './AppKitOptions'
import { toCaipNetwork } from './toCaipNetwork'

/**
 * A network of AppKit's options as Portico's core gets it: a CAIP network, with the image
 * `chainImages` gives for its id (the modal shows it instead of the catalogue's) and the
 * `customRpcUrls` of its CAIP-2 id before its own RPC URLs.
 * @example
 * toPorticoNetwork(mainnet, { chainImages: { 1: '/eth.svg' } }).assets // { imageUrl: '/eth.svg' }
 */
export function toPorticoNetwork(
  network: AppKitNetwork,
  options: {
    chainImages?: Readonly<Record<number | string, string>> | undefined
    customRpcUrls?: AppKitCustomRpcUrlMap | undefined
  } = {},
): CaipNetwork {
  const caipNetwork = toCaipNetwork(network)
  const imageUrl = options.chainImages?.[caipNetwork.id]
  const custom = options.customRpcUrls?.[caipNetwork.caipNetworkId]?.map(({ url }) => url) ?? []
  if (imageUrl === undefined && custom.length === 0) return caipNetwork
  const { default: ownDefault, ...otherRpcUrls } = caipNetwork.rpcUrls
  return {
    ...caipNetwork,
    ...(imageUrl === undefined ? {} : { assets: { ...caipNetwork.assets, imageUrl } }),
    rpcUrls: {
      ...otherRpcUrls,
      default: {
        ...ownDefault,
        http: [...custom, ...ownDefault.http.filter((url) => !custom.includes(url))],
      },
    },
  }
}
