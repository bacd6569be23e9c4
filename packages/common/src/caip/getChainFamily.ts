import type { ChainFamily } from '../types/ChainNamespace'
import { isChainNamespace } from './isChainNamespace'

/**
 * The chain family that handles a namespace: the namespace itself when Portico knows it,
 * otherwise `'generic'`.
 * @example
 * getChainFamily('near') // 'near'
 * getChainFamily('starknet') // 'generic'
 */
export function getChainFamily(namespace: string): ChainFamily {
  return isChainNamespace(namespace) ? namespace : 'generic'
}
