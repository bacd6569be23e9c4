import { DEVNET_CHAINS, type TokenBalance } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { sendableTokens } from './sendableTokens'

const network = DEVNET_CHAINS.devnetA
const token = (symbol: string, extra: Partial<TokenBalance> = {}): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: network.caipNetworkId,
  price: 1,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
  ...extra,
})
const erc20 = (symbol: string, value: number) =>
  token(symbol, { value, address: `${network.caipNetworkId}:0x${symbol.padStart(40, '0')}` })

describe('sendableTokens', () => {
  it('puts the native token first, then tokens by value, on the active network only', () => {
    const balances = [
      erc20('aaa', 5),
      token('ETH', { value: 1 }),
      erc20('bbb', 50),
      token('OTHER', { chainId: DEVNET_CHAINS.devnetB.caipNetworkId }),
    ]
    const list = sendableTokens({ balances, caipNetwork: network, nativeBalance: '3' })
    expect(list.map((t) => t.symbol)).toEqual(['ETH', 'bbb', 'aaa'])
  })

  it('offers the native token from the account balance before the gateway answers', () => {
    const [native, ...rest] = sendableTokens({
      balances: [erc20('aaa', 5)],
      caipNetwork: network,
      nativeBalance: '2.5',
    })
    expect(native).toMatchObject({
      symbol: network.nativeCurrency.symbol,
      quantity: { numeric: '2.5', decimals: '18' },
    })
    expect(native?.address).toBeUndefined()
    expect(rest.map((t) => t.symbol)).toEqual(['aaa'])
  })
})
