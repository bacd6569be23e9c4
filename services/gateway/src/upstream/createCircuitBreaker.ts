/**
 * A circuit breaker's state: `closed` lets requests through, `open` fails them at once until its
 * cooldown ends, `halfOpen` lets one request through to try the provider again.
 * @example const state: CircuitState = 'closed'
 */
export type CircuitState = 'closed' | 'open' | 'halfOpen'

/**
 * Opens after `failureThreshold` consecutive failures and stays open for `cooldownMs`; then one
 * request is let through (half open): its success closes the circuit, its failure opens it
 * again. `onChange` hears every change of state.
 * @example
 * const breaker = createCircuitBreaker({ failureThreshold: 5, cooldownMs: 30_000, now: Date.now })
 * if (!breaker.allow()) throw new Error('upstream unavailable')
 */
export function createCircuitBreaker(options: {
  failureThreshold: number
  cooldownMs: number
  now(): number
  onChange?(state: CircuitState): void
}) {
  let state: CircuitState = 'closed'
  let failures = 0
  let openedAt = 0
  let probing = false

  const set = (next: CircuitState) => {
    if (next === state) return
    state = next
    options.onChange?.(next)
  }

  return {
    state: () => state,
    /** Whether a request may go now; in half open, only the one probe may. */
    allow(): boolean {
      if (state === 'open' && options.now() - openedAt >= options.cooldownMs) set('halfOpen')
      if (state === 'closed') return true
      if (state === 'halfOpen' && !probing) {
        probing = true
        return true
      }
      return false
    },
    succeeded(): void {
      failures = 0
      probing = false
      set('closed')
    },
    failed(): void {
      failures++
      const wasProbe = probing
      probing = false
      if (wasProbe || failures >= options.failureThreshold) {
        openedAt = options.now()
        set('open')
      }
    },
  }
}

/** A breaker made by {@link createCircuitBreaker}. @example breaker.state() // 'closed' */
export type CircuitBreaker = ReturnType<typeof createCircuitBreaker>
