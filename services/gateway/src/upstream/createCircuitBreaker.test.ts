import { describe, expect, it } from 'vitest'
import { type CircuitState, createCircuitBreaker } from './createCircuitBreaker'

describe('createCircuitBreaker', () => {
  it('opens after the threshold of consecutive failures, lets one probe through after the cooldown, and closes on its success', () => {
    let now = 0
    const changes: CircuitState[] = []
    const breaker = createCircuitBreaker({
      failureThreshold: 3,
      cooldownMs: 1000,
      now: () => now,
      onChange: (state) => changes.push(state),
    })
    breaker.failed()
    breaker.failed()
    breaker.succeeded()
    breaker.failed()
    breaker.failed()
    expect(breaker.allow()).toBe(true)
    breaker.failed()
    expect(breaker.state()).toBe('open')
    expect(breaker.allow()).toBe(false)
    now = 999
    expect(breaker.allow()).toBe(false)
    now = 1000
    expect(breaker.allow()).toBe(true)
    // Only the one probe while half open.
    expect(breaker.allow()).toBe(false)
    breaker.succeeded()
    expect(breaker.allow()).toBe(true)
    expect(changes).toEqual(['open', 'halfOpen', 'closed'])
  })

  it('opens again at once when the probe fails', () => {
    let now = 0
    const breaker = createCircuitBreaker({ failureThreshold: 2, cooldownMs: 100, now: () => now })
    breaker.failed()
    breaker.failed()
    now = 100
    expect(breaker.allow()).toBe(true)
    breaker.failed()
    expect(breaker.state()).toBe('open')
    now = 150
    expect(breaker.allow()).toBe(false)
    now = 200
    expect(breaker.allow()).toBe(true)
  })
})
