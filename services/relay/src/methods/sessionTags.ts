/**
 * Tags and TTL the WalletConnect SDK uses for the session handshake messages, which the relay
 * publishes on the client's behalf for `wc_proposeSession` / `wc_approveSession`.
 * @example
 * publishMessages(services, connection, [{ topic, message, ttlSeconds: SESSION_HANDSHAKE.ttlSeconds, tag: SESSION_HANDSHAKE.proposeRequestTag }])
 */
export const SESSION_HANDSHAKE = {
  proposeRequestTag: 1100,
  proposeResponseTag: 1101,
  settleRequestTag: 1102,
  ttlSeconds: 300,
} as const
