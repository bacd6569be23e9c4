import { type ChainNamespace, isChainNamespace } from '@portico/common'
import { z } from '@portico/common/zod'
import type { PorticoLogger } from '@portico/core'
import type { UniversalProvider } from '../provider/UniversalProvider'

const chainChangedSchema = z.object({ currentCaipChainId: z.string().regex(/^[-a-z0-9]+:.+$/) })
const sessionEventSchema = z.object({
  params: z.object({
    event: z.object({ name: z.string(), data: z.unknown() }),
    chainId: z.string(),
  }),
})
const topicSchema = z.object({ topic: z.string() })
const accountsSchema = z.array(z.string()).min(1)

/**
 * What the connector does with the session's events.
 * @example
 * const listeners: ProviderListeners = { onChainChanged: (ns, id) => {}, … }
 */
export type ProviderListeners = {
  /** The session's active chain of a namespace changed (wallet event or local switch). */
  onChainChanged(namespace: ChainNamespace, caipNetworkId: string): void
  /** The wallet says these addresses (active first) are now exposed on a namespace. */
  onAccountsChanged(namespace: ChainNamespace, addresses: string[]): void
  /** The wallet updated the session's namespaces. */
  onSessionUpdated(): void
  /** The session ended: deleted by the wallet (or the relay) or expired. */
  onSessionEnded(reason: 'deleted' | 'expired'): void
}

function namespaceOf(caipId: string): ChainNamespace | undefined {
  const namespace = caipId.split(':')[0]
  return isChainNamespace(namespace) ? namespace : undefined
}

/**
 * Subscribe to a UniversalProvider's session events, validating every payload (a malformed one
 * is logged and dropped). Chain changes come from the provider's `default_chain_changed`, which
 * carries the CAIP-2 id for wallet-side and local switches alike. Returns the unsubscribe.
 * @example
 * const stop = listenToProvider(provider, listeners, console)
 */
export function listenToProvider(
  provider: UniversalProvider,
  listeners: ProviderListeners,
  logger: PorticoLogger,
): () => void {
  const guard =
    <T>(schema: z.ZodType<T>, what: string, handle: (value: T) => void) =>
    (payload: unknown) => {
      const parsed = schema.safeParse(payload)
      if (parsed.success) handle(parsed.data)
      else logger.warn(`Portico: ignored a malformed WalletConnect ${what}`, parsed.error)
    }

  const onChain = guard(chainChangedSchema, 'chain change', ({ currentCaipChainId }) => {
    const namespace = namespaceOf(currentCaipChainId)
    if (namespace) listeners.onChainChanged(namespace, currentCaipChainId)
  })
  const onEvent = guard(sessionEventSchema, 'session event', ({ params }) => {
    if (params.event.name !== 'accountsChanged') return
    const namespace = namespaceOf(params.chainId)
    const accounts = accountsSchema.safeParse(params.event.data)
    if (!namespace || !accounts.success) {
      logger.warn('Portico: ignored a malformed WalletConnect accountsChanged', params)
      return
    }
    // Wallets send plain addresses or CAIP-10 ids.
    listeners.onAccountsChanged(
      namespace,
      accounts.data.map((account) => account.split(':').at(-1) ?? account),
    )
  })
  const onUpdate = () => listeners.onSessionUpdated()
  const onDelete = () => listeners.onSessionEnded('deleted')
  const onExpire = guard(topicSchema, 'session expiry', ({ topic }) => {
    if (topic === provider.session?.topic) listeners.onSessionEnded('expired')
  })

  provider.on('default_chain_changed', onChain)
  provider.on('session_event', onEvent)
  provider.on('session_update', onUpdate)
  provider.on('disconnect', onDelete)
  provider.client.on('session_expire', onExpire)
  return () => {
    provider.off('default_chain_changed', onChain)
    provider.off('session_event', onEvent)
    provider.off('session_update', onUpdate)
    provider.off('disconnect', onDelete)
    provider.client.off('session_expire', onExpire)
  }
}
