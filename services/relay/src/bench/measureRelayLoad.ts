import { randomTopic } from '../testing/randomTopic'
import { type BenchClient, connectBenchClient } from './connectBenchClient'
import { createDeliveryRouter } from './createDeliveryRouter'
import { measureLatency } from './measureLatency'
import { measureThroughput } from './measureThroughput'
import { processCpuMs } from './processCpuMs'

/**
 * What {@link measureRelayLoad} measured against one relay process.
 * @example
 * const { latencies, rates, cpuPerMessage } = await measureRelayLoad(relay, settings)
 */
export type RelayLoad = {
  warmUps: number
  latencies: number[]
  rates: number[]
  /** Relay CPU µs per delivered message, one value per throughput round. */
  cpuPerMessage: number[]
  /** The same for the store's own process (Redis), when `storeCpuMs` was given. */
  storeCpuPerMessage: number[]
}

/**
 * The load phases of the relay bench against one relay process: `clients` bench clients, each
 * subscribed to its own topic, then publish → delivery latency (one message at a time, after
 * `warmUpSamples`), then `throughputRounds` rounds of every client publishing to the next
 * client's topic with 16 publishes in flight, with the relay's CPU time (and the store
 * process's, through `storeCpuMs`) per delivered message. The clients are closed afterwards.
 * @example
 * const load = await measureRelayLoad({ url, pid }, { clients: 1_000, latencySamples: 3_000, warmUpSamples: 300, throughputMessages: 40_000, throughputRounds: 3, timeLimitMs: 20_000 })
 */
export async function measureRelayLoad(
  relay: { url: string; pid: number | undefined },
  settings: {
    clients: number
    latencySamples: number
    warmUpSamples: number
    throughputMessages: number
    throughputRounds: number
    timeLimitMs: number
    /** CPU ms the store's process has used so far (Redis: `INFO cpu`). */
    storeCpuMs?: () => Promise<number | undefined>
  },
): Promise<RelayLoad> {
  const payload = 'A'.repeat(400)
  const clients: BenchClient[] = []
  try {
    const deliveries = createDeliveryRouter()
    for (let start = 0; start < settings.clients; start += 50) {
      const batch = Array.from({ length: Math.min(50, settings.clients - start) }, () =>
        connectBenchClient(relay.url, randomTopic(), deliveries.onDelivery),
      )
      clients.push(...(await Promise.all(batch)))
    }
    await Promise.all(clients.map((client) => client.subscribe()))

    // Each run of samples has the phase's whole time limit.
    const latencyRun = (samples: number, label: string) =>
      measureLatency({
        clients,
        samples,
        label,
        payload,
        deadline: performance.now() + settings.timeLimitMs,
        waitDelivery: deliveries.waitDelivery,
      })
    const warmUp = await latencyRun(settings.warmUpSamples, 'warm')
    const latencies = await latencyRun(settings.latencySamples, 'lat')
    const rates: number[] = []
    const cpuPerMessage: number[] = []
    const storeCpuPerMessage: number[] = []
    for (let round = 0; round < settings.throughputRounds; round++) {
      const cpuBefore = processCpuMs(relay.pid)
      const storeBefore = await settings.storeCpuMs?.()
      const { rate, delivered } = await measureThroughput({
        clients,
        total: settings.throughputMessages,
        window: 16,
        payload,
        deadline: performance.now() + settings.timeLimitMs,
        label: `tp${round}`,
        onDeliveryCount: deliveries.onDeliveryCount,
      })
      rates.push(rate)
      const cpuAfter = processCpuMs(relay.pid)
      const storeAfter = await settings.storeCpuMs?.()
      if (delivered === 0) continue
      if (cpuBefore !== undefined && cpuAfter !== undefined) {
        cpuPerMessage.push(((cpuAfter - cpuBefore) * 1000) / delivered)
      }
      if (storeBefore !== undefined && storeAfter !== undefined) {
        storeCpuPerMessage.push(((storeAfter - storeBefore) * 1000) / delivered)
      }
    }
    return { warmUps: warmUp.length, latencies, rates, cpuPerMessage, storeCpuPerMessage }
  } finally {
    await Promise.all(clients.map((client) => client.close()))
  }
}
