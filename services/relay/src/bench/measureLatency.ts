import type { BenchClient } from './connectBenchClient'

/**
 * Publish → delivery latency: one message at a time, publisher and receiver rotating over all
 * clients; each sample is the time from sending `irn_publish` to the receiver getting the push.
 * Stops after `samples` or at `deadline` (a performance.now() value).
 * @example
 * const ms = await measureLatency({ clients, samples: 2_000, label: 'run1', payload, deadline, waitDelivery })
 */
export async function measureLatency(options: {
  clients: readonly BenchClient[]
  samples: number
  /** Makes this run's messages distinct: the relay drops a repeated message. */
  label: string
  payload: string
  deadline: number
  waitDelivery: (message: string) => Promise<number>
}): Promise<number[]> {
  const { clients, payload } = options
  const count = clients.length
  const latencies: number[] = []
  for (let k = 0; k < options.samples && performance.now() < options.deadline; k++) {
    const from = k % count
    const to = (from + 1 + ((k * 31) % (count - 1))) % count
    const publisher = clients[from] as BenchClient
    const receiver = clients[to] as BenchClient
    const message = `${options.label}-${k}-${payload}`
    const delivered = options.waitDelivery(message)
    const sentAt = performance.now()
    void publisher.publish(receiver.topic, message)
    latencies.push((await delivered) - sentAt)
  }
  return latencies
}
