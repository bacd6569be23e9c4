import { describe, expect, it } from 'vitest'
import { NO_STACK_PARTS } from '../testing/noStackParts'
import { repoRoot } from './repoRoot'
import { stackPartsOf } from './stackPartsOf'

describe('stackPartsOf', () => {
  it('runs only the devnets when everything else is turned off', () => {
    const parts = stackPartsOf(
      { apps: false, gateway: false, relay: false, walletFrame: false, bitcoin: false },
      repoRoot(),
    )
    expect(parts).toEqual(NO_STACK_PARTS)
  })

  it('keeps the on-ramp, the exchange and Bitcoin off without the gateway, even when asked for', () => {
    const parts = stackPartsOf(
      { gateway: false, onramp: true, exchange: true, bitcoin: true },
      repoRoot(),
    )
    expect(parts.onramp).toBe(false)
    expect(parts.exchange).toBe(false)
    expect(parts.bitcoin).toBe(false)
  })

  it('takes the bundlers and Solana along with the gateway unless told otherwise', () => {
    const parts = stackPartsOf({ gateway: true, solana: false }, repoRoot())
    expect(parts.bundlers).toBe(true)
    expect(parts.solana).toBe(false)
  })
})
