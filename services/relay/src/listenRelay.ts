import type { AddressInfo } from 'node:net'
import { defaultAudienceHosts } from './auth/defaultAudienceHosts'
import { startHeartbeat } from './connection/startHeartbeat'
import type { RelayContext } from './createRelayContext'
import { storedSize } from './quota/createStorageLedger'
import { startSweep } from './store/startSweep'

const OPEN_RELAY_WARNING =
  'NO PROJECT IDS ARE CONFIGURED (PORTICO_RELAY_PROJECT_IDS is empty): any client with a ' +
  'self-made key may connect and store messages here, within the per-client and per-address ' +
  'quotas. Set PORTICO_RELAY_PROJECT_IDS before this relay is reachable beyond this machine.'

/**
 * Starts serving: loads the storage ledger from the store, checks free disk, follows the
 * cluster's messages, binds the port (0 picks a free one), starts pings, sweeps and disk checks,
 * and logs the limits in force. Resolves with the bound port and ws:// URL.
 * @example
 * const { url } = await listenRelay(context, { port: 0 })
 */
export async function listenRelay(
  context: RelayContext,
  options: { port?: number; host?: string },
): Promise<{ port: number; url: string }> {
  const { config, services, server, deps } = context
  const { store, clock, logger } = services
  const host = options.host ?? '127.0.0.1'
  await services.ledger.load(async () =>
    (await store.listUsage(clock.now())).map((usage) => ({
      clientId: usage.publisher,
      address: usage.publisherAddress,
      bytes: storedSize(usage.messageBytes, usage.count),
      expiresAt: usage.expiresAt,
    })),
  )
  await services.disk.check()
  // Messages stored through other nodes reach this node's subscribers.
  await deps.bus?.listen((message) =>
    services.deliverer.fanOut(message, services.hub.subscribers(message.topic)),
  )
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  context.stops.push(startHeartbeat(context.tracker.connections, config.pingIntervalMs))
  context.stops.push(startSweep(store, clock, logger, config.sweepIntervalMs))
  context.stops.push(services.disk.start())
  const { port } = server.address() as AddressInfo
  if (config.audienceHosts.length === 0) context.audienceHosts = defaultAudienceHosts(host, port)
  if (config.projectIds.length === 0) logger.warn(OPEN_RELAY_WARNING)
  logger.info('Relay limits', {
    audienceHosts: context.audienceHosts,
    maxConnectionsPerAddress: config.maxConnectionsPerAddress,
    maxConnectionsPerClient: config.maxConnectionsPerClient,
    maxStoredBytesPerClient: config.maxStoredBytesPerClient,
    maxStoredBytesPerAddress: config.maxStoredBytesPerAddress,
    maxStoredBytes: config.maxStoredBytes,
    storageReservePercent: config.storageReservePercent,
    minFreeDiskBytes: config.minFreeDiskBytes,
    maxTtlSeconds: config.maxTtlSeconds,
    trustProxy: config.trustProxy,
  })
  return { port, url: `ws://${host}:${port}` }
}
