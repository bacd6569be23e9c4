import type { ChainNamespace, ConnectionStatus } from '@portico/common'

/**
 * Status per namespace at startup (spec §4): `connecting` where the stored status was
 * `connected` (a reconnect will settle it), else `disconnected`.
 * @example
 * initialConnectionStatus(['eip155', 'solana'], { eip155: 'connected' })
 * // { eip155: 'connecting', solana: 'disconnected' }
 */
export function initialConnectionStatus(
  namespaces: readonly ChainNamespace[],
  stored: Partial<Record<string, unknown>> | undefined,
): Partial<Record<ChainNamespace, ConnectionStatus>> {
  const status: Partial<Record<ChainNamespace, ConnectionStatus>> = {}
  for (const ns of namespaces)
    status[ns] = stored?.[ns] === 'connected' ? 'connecting' : 'disconnected'
  return status
}
