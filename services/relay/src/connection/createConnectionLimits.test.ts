import { describe, expect, it } from 'vitest'
import { createConnectionLimits } from './createConnectionLimits'

describe('createConnectionLimits', () => {
  it('refuses a socket over the per-address cap until one is released', () => {
    const limits = createConnectionLimits({ perAddress: 2, perClient: 10 })
    const first = limits.acquire('10.0.0.1', 'did:key:za')
    limits.acquire('10.0.0.1', 'did:key:zb')
    expect(limits.addressFull('10.0.0.1')).toBe(true)
    expect(limits.acquire('10.0.0.1', 'did:key:zc')).toEqual({
      ok: false,
      key: 'TOO_MANY_ADDRESS_CONNECTIONS',
    })
    expect(limits.acquire('10.0.0.2', 'did:key:zc').ok).toBe(true)
    if (first.ok) first.release()
    expect(limits.addressFull('10.0.0.1')).toBe(false)
    expect(limits.acquire('10.0.0.1', 'did:key:zc').ok).toBe(true)
  })

  it('refuses a client id over its cap from any address; a release counts once', () => {
    const limits = createConnectionLimits({ perAddress: 10, perClient: 1 })
    const slot = limits.acquire('10.0.0.1', 'did:key:za')
    expect(limits.acquire('10.0.0.2', 'did:key:za')).toEqual({
      ok: false,
      key: 'TOO_MANY_CLIENT_CONNECTIONS',
    })
    if (!slot.ok) throw new Error('expected a slot')
    slot.release()
    slot.release()
    const again = limits.acquire('10.0.0.2', 'did:key:za')
    expect(again.ok).toBe(true)
    expect(limits.acquire('10.0.0.3', 'did:key:za').ok).toBe(false)
  })
})
