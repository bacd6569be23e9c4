import { SignClient } from '@walletconnect/sign-client'
import { createMemoryStorage } from './createMemoryStorage'

/**
 * A WalletConnect sign client (the real SDK) on `relayUrl` for `projectId`, with its own memory
 * storage and storage prefix, no telemetry and no logs; the step that stops its heartbeat and
 * closes its socket goes into `cleanups`.
 * @example
 * const dapp = await initTestSignClient({ name: 'dapp', relayUrl: relay.url, projectId, cleanups })
 */
export async function initTestSignClient(options: {
  name: string
  relayUrl: string
  projectId: string
  cleanups: (() => Promise<unknown> | unknown)[]
}) {
  const { name, relayUrl, projectId } = options
  const client = await SignClient.init({
    projectId,
    relayUrl,
    name,
    // Each core keys its global instance and storage by this prefix: never share one.
    customStoragePrefix: `${name}-${Math.random().toString(36).slice(2)}`,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name, description: `${name} under test`, url: 'http://127.0.0.1:5173', icons: [] },
  })
  options.cleanups.push(async () => {
    client.core.heartbeat.stop()
    await client.core.relayer.transportClose().catch(() => undefined)
  })
  return client
}
