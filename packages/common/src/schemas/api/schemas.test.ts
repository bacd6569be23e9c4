import { describe, expect, it } from 'vitest'
import {
  balanceResponseSchema,
  bundlerNetworksResponseSchema,
  caip2Schema,
  caip10Schema,
  getWalletsQuerySchema,
  historyResponseSchema,
} from './index'

describe('api schemas', () => {
  it('reads the sponsored networks where a gateway lists them, and none from an older one', () => {
    expect(
      bundlerNetworksResponseSchema.parse({
        smartAccountEnabledNetworks: [31337, 31338],
        sponsoredNetworks: [31337],
      }).sponsoredNetworks,
    ).toEqual([31337])
    expect(
      bundlerNetworksResponseSchema.parse({ smartAccountEnabledNetworks: [31337] })
        .sponsoredNetworks,
    ).toBeUndefined()
    expect(
      bundlerNetworksResponseSchema.safeParse({
        smartAccountEnabledNetworks: [],
        sponsoredNetworks: ['31337'],
      }).success,
    ).toBe(false)
  })

  it('accepts CAIP ids and rejects malformed ones', () => {
    expect(caip2Schema.safeParse('eip155:31337').success).toBe(true)
    expect(caip2Schema.safeParse('eip155').success).toBe(false)
    expect(caip2Schema.safeParse('eip155:1:0xabc').success).toBe(false)
    expect(caip10Schema.safeParse('eip155:1:0xabc').success).toBe(true)
    expect(caip10Schema.safeParse('eip155:1').success).toBe(false)
  })

  it('keeps a native balance without an address and rejects a missing quantity', () => {
    const native = {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      price: 2500,
      value: 2500,
      quantity: { decimals: '18', numeric: '1' },
      iconUrl: 'http://127.0.0.1:8787/public/getTokenImage/ETH',
    }
    expect(balanceResponseSchema.parse({ balances: [native] }).balances[0]?.address).toBeUndefined()
    const { quantity: _q, ...broken } = native
    expect(balanceResponseSchema.safeParse({ balances: [broken] }).success).toBe(false)
  })

  it('accepts null transfers and a null next cursor', () => {
    const parsed = historyResponseSchema.parse({
      data: [
        {
          id: 'eip155:1:0x01',
          metadata: {
            chain: 'eip155:1',
            minedAt: '2024-01-01T00:00:00.000Z',
            operationType: 'execute',
            status: 'confirmed',
            sentFrom: '0x1',
            sentTo: '0x2',
          },
          transfers: null,
        },
      ],
      next: null,
    })
    expect(parsed.data[0]?.transfers).toBeNull()
  })

  it('strips unknown query parameters instead of rejecting them', () => {
    const parsed = getWalletsQuerySchema.parse({ page: '1', clientId: 'x', unknown: 'y' })
    expect(parsed).toEqual({ page: '1', clientId: 'x' })
  })
})
