import { describe, expect, it } from 'vitest'
import type { IdRegistry } from './readCustody'
import { requireRegistry } from './requireRegistry'

describe('requireRegistry', () => {
  it('answers the configured registry', () => {
    const registry: IdRegistry = {
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:8545',
      address: '0x01',
    }
    expect(requireRegistry({ registry })).toBe(registry)
  })

  it('refuses when Farcaster login is not configured', () => {
    expect(() => requireRegistry({ registry: undefined })).toThrow(
      expect.objectContaining({ code: 'FARCASTER_UNAVAILABLE' }),
    )
  })
})
