/**
 * Ether on devnet A as an on-ramp purchase currency: what the tests configure the gateway to sell.
 * @example
 * const onramp = { purchaseCurrencies: [devnetEthPurchaseCurrency], providers }
 */
export const devnetEthPurchaseCurrency = {
  id: 'ETH',
  name: 'Ether',
  symbol: 'ETH',
  networks: [
    { name: 'portico-devnet-a', display_name: 'Devnet A', chain_id: '31337', contract_address: '' },
  ],
}
