import { TEST_ADDRESS } from './createApiTestClient'

/**
 * A deposit of `amount` ETH into {@link TEST_ADDRESS} on devnet A, mined at `minedAt`, as the
 * gateway's `/v1/account/{address}/history` lists it.
 * @example
 * createApiTestClient({ [`/v1/account/${TEST_ADDRESS}/history`]: { data: [etherDeposit('0.5', now)], next: null } })
 */
export function etherDeposit(amount: string, minedAt: string) {
  return {
    id: 'deposit',
    metadata: {
      chain: 'eip155:31337',
      minedAt,
      operationType: 'deposit',
      status: 'confirmed',
      sentFrom: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      sentTo: TEST_ADDRESS,
    },
    transfers: [
      {
        direction: 'in',
        quantity: { numeric: amount },
        fungible_info: { name: 'Ether', symbol: 'ETH' },
      },
    ],
  }
}
