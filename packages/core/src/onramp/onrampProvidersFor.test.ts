import { describe, expect, it } from 'vitest'
import { devnetEthPurchase } from '../testing/devnetEthPurchase'
import type { OnrampOptions, OnrampProviderOption } from '../types/OnrampClient'
import { onrampProvidersFor } from './onrampProvidersFor'

const sandbox: OnrampProviderOption = {
  name: 'sandbox',
  label: 'Portico Sandbox',
  feeRange: '1.5%',
  supportedChains: ['eip155'],
  networks: ['portico-devnet-a'],
}
const options = (providers: OnrampProviderOption[]): OnrampOptions => ({
  paymentCurrencies: [],
  purchaseCurrencies: [devnetEthPurchase],
  providers,
  fallback: false,
})

describe('onrampProvidersFor', () => {
  it('offers a provider on the namespaces it supports, none on the others', () => {
    expect(onrampProvidersFor(options([sandbox]), 'eip155').map((p) => p.name)).toEqual(['sandbox'])
    expect(onrampProvidersFor(options([sandbox]), 'solana')).toEqual([])
    expect(onrampProvidersFor(options([sandbox]), undefined)).toEqual([])
  })

  it('leaves out a provider that delivers no purchase currency anywhere', () => {
    const elsewhere = { ...sandbox, name: 'elsewhere', networks: ['portico-devnet-z'] }
    expect(onrampProvidersFor(options([elsewhere, sandbox]), 'eip155').map((p) => p.name)).toEqual([
      'sandbox',
    ])
  })
})
