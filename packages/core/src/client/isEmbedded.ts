import type { ChainNamespace } from '@portico/common'
import { findConnector } from './findConnector'
import type { PorticoInternals } from './PorticoInternals'

/**
 * Whether the namespace's connection goes through the embedded wallet (an AUTH connector),
 * whose frame asks the visitor to approve signing and sending (ApproveTransaction).
 * @example
 * if (isEmbedded(internals, 'eip155', connectorId)) await openApproval()
 */
export function isEmbedded(
  internals: PorticoInternals,
  namespace: ChainNamespace,
  connectorId: string | undefined,
): boolean {
  return findConnector(internals, namespace, connectorId)?.type === 'AUTH'
}
