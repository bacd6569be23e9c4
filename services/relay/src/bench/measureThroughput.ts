import type { BenchClient } from './connectBenchClient'

/**
 * Messages per second through the relay: every client publishes to the next client's topic with
 * `window` publishes in flight, until `total` messages were delivered (or `deadline` passed).
 * A message counts once its receiver got the push.
 * @example
 * const { rate } = await measureThroughput({ clients, total: 20_000, window: 4, payload, deadline, label: 'r1', onDeliveryCount })
 */
export async function measureThroughput(options: {
  clients: readonly BenchClient[]
  total: number
  window: number
  payload: string
  deadline: number
  label: string
  /** Lets the caller route deliveries carrying `label` to the returned counter. */
  onDeliveryCount: (label: string, count: () => void) => void
}): Promise<{ rate: number; delivered: number }> {
  const { clients, payload, label } = options
  const perClient = Math.ceil(options.total / clients.length)
  const expected = perClient * clients.length
  let delivered = 0
  let finish: () => void = () => undefined
  const allDelivered = new Promise<void>((resolve) => {
    finish = resolve
  })
  options.onDeliveryCount(label, () => {
    delivered++
    if (delivered === expected) finish()
  })
  const startedAt = performance.now()
  const publishers = clients.map(async (client, index) => {
    const target = (clients[(index + 1) % clients.length] as BenchClient).topic
    let next = 0
    const lane = async () => {
      while (next < perClient && performance.now() < options.deadline) {
        const n = next++
        await client.publish(target, `${label}-${index}-${n}-${payload}`)
      }
    }
    await Promise.all(Array.from({ length: options.window }, lane))
  })
  await Promise.all(publishers)
  const remaining = Math.max(0, options.deadline - performance.now())
  await Promise.race([allDelivered, new Promise((resolve) => setTimeout(resolve, remaining))])
  const seconds = (performance.now() - startedAt) / 1000
  return { rate: delivered / seconds, delivered }
}
