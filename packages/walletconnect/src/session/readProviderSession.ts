import type { ChainNamespace } from '@portico/common'
import { MalformedSessionError } from '../errors/MalformedSessionError'
import type { UniversalProvider } from '../provider/UniversalProvider'
import { readSessionNamespace, type SessionNamespaceView } from './readSessionNamespace'
import { sessionNamespacesSchema } from './sessionNamespacesSchema'

/**
 * A namespace of the provider's live session, validated; undefined without a session or when
 * the wallet approved nothing of that family. A MalformedSessionError when the wallet's
 * namespaces do not parse.
 * @example
 * const eip155 = readProviderSession(provider, 'eip155')
 */
export function readProviderSession(
  provider: UniversalProvider | undefined,
  namespace: ChainNamespace,
): SessionNamespaceView | undefined {
  const session = provider?.session
  if (!session) return undefined
  const parsed = sessionNamespacesSchema.safeParse(session.namespaces)
  if (!parsed.success) {
    throw new MalformedSessionError({
      cause: parsed.error,
      metaMessages: [`Session: ${session.topic}`],
    })
  }
  return readSessionNamespace(parsed.data, namespace)
}
