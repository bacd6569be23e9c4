import type { TokenBalance } from '@portico/common'

/**
 * The gateway's balance line for 1.5 ETH at $3,000 on devnet A, as the views' tests serve it from
 * `/v1/account/{address}/balance`.
 * @example
 * createApiTestClient({ [`/v1/account/${TEST_ADDRESS}/balance`]: { balances: [ETHER_BALANCE] } })
 */
export const ETHER_BALANCE: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 3000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}
