import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { acceptConnection } from './connection/acceptConnection'
import type { RelayContext } from './createRelayContext'
import { authenticateUpgrade } from './http/authenticateUpgrade'
import { clientAddress } from './http/clientAddress'
import { rejectUpgrade } from './http/rejectUpgrade'
import type { RelayUpgradeErrorKey } from './rpc/relayErrorCodes'

/**
 * Admits or refuses one WebSocket upgrade: refused while closing, past the address's cap, with
 * a bad JWT or past the client's cap; otherwise it holds a connection slot until the socket
 * closes and the connection is served.
 * @example
 * await admitUpgrade(context, request, socket, head)
 */
export async function admitUpgrade(
  context: RelayContext,
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
): Promise<void> {
  const { config, services, limits } = context
  const { logger, clock } = services
  const address = clientAddress(request, config.trustProxy)
  const refuse = (key: RelayUpgradeErrorKey) => {
    logger.debug('Refused an upgrade', { key, address })
    services.metrics.refusals.inc({ reason: key })
    rejectUpgrade(socket, key)
  }
  // A stopping node sends clients elsewhere rather than accept them only to close them.
  if (context.closing) return refuse('UNAVAILABLE')
  // Before the JWT check: a flood from one address costs no signature verifications.
  if (await limits.addressFull(address)) return refuse('TOO_MANY_ADDRESS_CONNECTIONS')
  const verdict = authenticateUpgrade(request.url, config, context.audienceHosts, clock.now())
  if (!verdict.ok) return refuse(verdict.key)
  const slot = await limits.acquire(address, verdict.clientId)
  if (!slot.ok) return refuse(slot.key)
  // The client may have gone while the (shared) counts were asked.
  if (socket.destroyed) return slot.release()
  socket.once('close', slot.release)
  context.wss.handleUpgrade(request, socket, head, (ws) => {
    acceptConnection(
      services,
      context.methods,
      ws,
      socket,
      verdict.clientId,
      address,
      context.tracker,
    )
    logger.debug('Client connected', { clientId: verdict.clientId, ua: verdict.userAgent })
  })
}

/**
 * Serves the HTTP server's WebSocket upgrades through admitUpgrade; one that fails unexpectedly
 * is logged and refused as UNAVAILABLE.
 * @example
 * watchUpgrades(context)
 */
export function watchUpgrades(context: RelayContext): void {
  const { logger } = context.services
  context.server.on('upgrade', (request, socket, head) => {
    // Node drops its own error listener from an upgrading socket: without one, a client reset
    // while its upgrade is checked, or after a refusal, would be an uncaught error.
    socket.on('error', (error) => logger.debug('Upgrade socket error', { error: error.message }))
    admitUpgrade(context, request, socket, head).catch((error: unknown) => {
      logger.error('Could not admit a connection', { error: String(error) })
      rejectUpgrade(socket, 'UNAVAILABLE')
    })
  })
}
