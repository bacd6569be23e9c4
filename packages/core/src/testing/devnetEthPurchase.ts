import type { OnrampPurchaseCurrency } from '@portico/common'

/**
 * An on-ramp purchase currency as the gateway lists the sandbox's: ETH on the two devnets
 * (`portico-devnet-a`, 31337; `portico-devnet-b`, 31338).
 * @example
 * onrampNetworksFor(provider, devnetEthPurchase).map((n) => n.name) // ['portico-devnet-a', 'portico-devnet-b']
 */
export const devnetEthPurchase: OnrampPurchaseCurrency = {
  id: 'ETH',
  name: 'Ether',
  symbol: 'ETH',
  networks: [
    { name: 'portico-devnet-a', display_name: 'A', chain_id: '31337', contract_address: '' },
    { name: 'portico-devnet-b', display_name: 'B', chain_id: '31338', contract_address: '' },
  ],
}
