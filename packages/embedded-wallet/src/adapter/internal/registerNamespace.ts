import type { ChainNamespace } from '@portico/common'
import type { EmbeddedSession } from '../EmbeddedSession'

/**
 * What an adapter `wrap` made tells the session about its namespace: how it reads the frame's
 * user again (`refreshUser`) and how it ends its AUTH connection (`endConnection`); the other
 * namespaces' entries stay.
 * @example registerNamespace(session, 'eip155', { refreshUser: () => refreshFrameUser(state), endConnection: () => endFrameConnection(state) })
 */
export function registerNamespace(
  session: EmbeddedSession,
  namespace: ChainNamespace,
  hooks: { refreshUser: () => Promise<void>; endConnection: () => void },
): void {
  session.refreshUser = { ...session.refreshUser, [namespace]: hooks.refreshUser }
  session.endConnection = { ...session.endConnection, [namespace]: hooks.endConnection }
}
