/**
 * The part of an adapter's wallet session {@link endChosenSession} needs: the connection, if
 * any, and how to end it (`report` tells core, `forget` drops the stored connector).
 * @example
 * const session: EndableSession<{ connectorId: string }> = createWalletSession(options)
 */
export type EndableSession<Connection extends { connectorId: string }> = {
  current(): Connection | undefined
  end(how: { report: boolean; forget: boolean }): void
}

/**
 * Ends an adapter's session for `disconnect({ connectorId })`: the connected one when
 * `connectorId` is absent or names it (reported to core, its stored connector forgotten),
 * nothing when another wallet is named. Returns the connection it ended, so the adapter can
 * still tell that wallet to forget the site.
 * @example
 * const ended = endChosenSession(state.session, parameters.connectorId)
 * await ended?.provider.request({ method: 'wallet_revokePermissions', params }).catch(() => undefined)
 */
export function endChosenSession<Connection extends { connectorId: string }>(
  session: EndableSession<Connection>,
  connectorId: string | undefined,
): Connection | undefined {
  const current = session.current()
  if (!current || (connectorId !== undefined && connectorId !== current.connectorId)) return
  session.end({ report: true, forget: true })
  return current
}
