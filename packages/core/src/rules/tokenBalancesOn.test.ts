import type { TokenBalance } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { tokenBalancesOn } from './tokenBalancesOn'

const eth = (chainId: TokenBalance['chainId']): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId,
  price: 3000,
  quantity: { decimals: '18', numeric: '9999.99' },
  iconUrl: '',
})

describe('tokenBalancesOn', () => {
  it("never gives another network's balances", () => {
    const devnetB = [eth('eip155:31338')]
    expect(tokenBalancesOn(devnetB, 'eip155:1')).toEqual([])
    expect(tokenBalancesOn(devnetB, undefined)).toEqual([])
  })

  it('keeps the same list when every balance is on the network', () => {
    const devnetB = [eth('eip155:31338')]
    expect(tokenBalancesOn(devnetB, 'eip155:31338')).toBe(devnetB)
    expect(tokenBalancesOn([...devnetB, eth('eip155:1')], 'eip155:1')).toEqual([eth('eip155:1')])
  })
})
