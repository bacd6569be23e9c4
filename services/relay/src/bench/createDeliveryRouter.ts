/**
 * Hands each message the bench clients receive to whoever measures it: a latency sample's
 * message to the one waiting for exactly that message (`waitDelivery`, resolved with the time it
 * arrived), any other to the counter registered for its label, the text before its first `-`
 * (`onDeliveryCount`, as measureThroughput registers one per round).
 * @example
 * const deliveries = createDeliveryRouter()
 * const client = await connectBenchClient(url, topic, deliveries.onDelivery)
 * await measureLatency({ clients, samples, label, payload, deadline, waitDelivery: deliveries.waitDelivery })
 */
export function createDeliveryRouter() {
  const waiters = new Map<string, (at: number) => void>()
  const counters = new Map<string, () => void>()
  return {
    onDelivery(message: string, at: number): void {
      const waiter = waiters.get(message)
      if (waiter) {
        waiters.delete(message)
        waiter(at)
        return
      }
      counters.get(message.slice(0, message.indexOf('-')))?.()
    },
    waitDelivery: (message: string): Promise<number> =>
      new Promise<number>((resolve) => waiters.set(message, resolve)),
    onDeliveryCount(label: string, count: () => void): void {
      counters.set(label, count)
    },
  }
}
