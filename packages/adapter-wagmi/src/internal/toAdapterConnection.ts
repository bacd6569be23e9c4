import type { AdapterConnection } from '@portico/core'
import type { Address } from 'viem'

/**
 * Shapes a wagmi connection result as core's AdapterConnection (active account first).
 * @example
 * toAdapterConnection('injected', { accounts: ['0xf39F…2266'], chainId: 31337 })
 */
export function toAdapterConnection(
  connectorId: string,
  connection: { accounts: readonly Address[]; chainId: number },
): AdapterConnection {
  const [address = ''] = connection.accounts
  return {
    connectorId,
    address,
    chainId: connection.chainId,
    accounts: connection.accounts.map((account) => ({
      namespace: 'eip155',
      address: account,
      type: 'eoa',
    })),
  }
}
