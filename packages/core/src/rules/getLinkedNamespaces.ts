import type { ChainNamespace, ConnectorType } from '@portico/common'

/**
 * The namespaces a disconnect of `namespace` ends (spec §4): itself, plus, for a WalletConnect
 * or embedded-wallet (AUTH) connection, every other namespace connected through the same kind.
 * @example
 * getLinkedNamespaces('eip155', { eip155: 'WALLET_CONNECT', solana: 'WALLET_CONNECT', bip122: 'INJECTED' })
 * // ['eip155', 'solana']
 */
export function getLinkedNamespaces(
  namespace: ChainNamespace,
  connectedTypes: Partial<Record<ChainNamespace, ConnectorType>>,
): ChainNamespace[] {
  const type = connectedTypes[namespace]
  const linked = [namespace]
  if (type !== 'WALLET_CONNECT' && type !== 'AUTH') return linked
  for (const [ns, other] of Object.entries(connectedTypes) as [ChainNamespace, ConnectorType][]) {
    if (ns !== namespace && other === type) linked.push(ns)
  }
  return linked
}
