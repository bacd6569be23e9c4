import { DEVNET_CHAINS, type TokenBalance } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { withNativeBalance } from './withNativeBalance'

const network = DEVNET_CHAINS.devnetA
const ptt: TokenBalance = {
  name: 'Portico Test Token',
  symbol: 'PTT',
  chainId: network.caipNetworkId,
  address: `${network.caipNetworkId}:0x5FbDB2315678afecb367f032d93F642f64180aa3`,
  price: 0,
  quantity: { decimals: '18', numeric: '3' },
  iconUrl: '',
}

describe('withNativeBalance', () => {
  it("adds the native coin from the wallet's balance when the gateway lists none", () => {
    const rows = withNativeBalance([ptt], { balance: '0.5', caipNetwork: network })
    expect(rows.map((row) => [row.symbol, row.quantity.numeric, row.address])).toEqual([
      [network.nativeCurrency.symbol, '0.5', undefined],
      ['PTT', '3', ptt.address],
    ])
  })

  it('adds nothing for a zero or unknown balance, or when the gateway listed the coin', () => {
    expect(withNativeBalance([], { balance: '0', caipNetwork: network })).toEqual([])
    expect(withNativeBalance([], { balance: undefined, caipNetwork: network })).toEqual([])
    const { address: _token, ...coin } = ptt
    const listed: TokenBalance = { ...coin, symbol: 'ETH' }
    expect(withNativeBalance([listed], { balance: '9', caipNetwork: network })).toEqual([listed])
  })
})
