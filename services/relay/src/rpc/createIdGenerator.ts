import type { Clock } from '@portico/server'

/**
 * Ids for requests the relay sends (`irn_subscription`): microsecond-style
 * `now * 1000`, strictly increasing, always a safe integer so clients parse them exactly.
 * @example
 * const nextId = createIdGenerator(systemClock)
 * socket.send(JSON.stringify({ id: nextId(), jsonrpc: '2.0', method: 'irn_subscription', params }))
 */
export function createIdGenerator(clock: Clock): () => number {
  let last = 0
  return () => {
    const candidate = Math.max(Math.floor(clock.now()) * 1000, last + 1)
    // Far from reachable with real clocks; wrap instead of emitting an unsafe integer.
    last = candidate >= Number.MAX_SAFE_INTEGER ? 1 : candidate
    return last
  }
}
