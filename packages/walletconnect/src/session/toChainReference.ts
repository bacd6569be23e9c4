import type { ChainNamespace } from '@portico/common'

/**
 * A CAIP-2 reference in the form adapters report chain ids: a number for eip155, the string
 * elsewhere.
 * @example
 * toChainReference('eip155', '31337') // 31337
 */
export function toChainReference(namespace: ChainNamespace, reference: string): number | string {
  return namespace === 'eip155' ? Number(reference) : reference
}
