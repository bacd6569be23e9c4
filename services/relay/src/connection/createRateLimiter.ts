import type { RelayConfig } from '../config/RelayConfig'

/**
 * Verdict on one inbound frame: handle it, refuse it with an error, or close the socket.
 * @example
 * if (limiter.admit(clock.now()) === 'close') socket.close(1008)
 */
export type RateVerdict = 'admit' | 'reject' | 'close'

/**
 * A per-connection token bucket (`burst` tokens, refilled at `perSecond`). Frames beyond it are
 * refused; once `closeAfterRejected` frames were refused within `strikeWindowMs`, the verdict is
 * 'close'.
 * @example
 * const limiter = createRateLimiter(config.rateLimit, clock.now())
 */
export function createRateLimiter(limits: RelayConfig['rateLimit'], startedAt: number) {
  let tokens = limits.burst
  let refilledAt = startedAt
  let strikes = 0
  let strikeWindowStart = startedAt
  return {
    admit(now: number): RateVerdict {
      tokens = Math.min(limits.burst, tokens + ((now - refilledAt) / 1000) * limits.perSecond)
      refilledAt = now
      if (tokens >= 1) {
        tokens -= 1
        return 'admit'
      }
      if (now - strikeWindowStart > limits.strikeWindowMs) {
        strikes = 0
        strikeWindowStart = now
      }
      strikes++
      return strikes >= limits.closeAfterRejected ? 'close' : 'reject'
    },
  }
}
