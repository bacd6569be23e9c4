import { ONRAMP_DEFAULT_PURCHASE_CURRENCIES, type OnrampPurchaseCurrency } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { devnetEthPurchase } from '../testing/devnetEthPurchase'
import type { OnrampProviderOption } from '../types/OnrampClient'
import { isOnrampAvailable } from './isOnrampAvailable'
import { defaultOnrampNetwork, onrampNetworksFor } from './onrampNetworks'

const provider = (name: string, networks?: string[]): OnrampProviderOption => ({
  name,
  label: name,
  feeRange: '1-2%',
  supportedChains: ['eip155'],
  networks,
})
const usdc = ONRAMP_DEFAULT_PURCHASE_CURRENCIES[0] as unknown as OnrampPurchaseCurrency

describe('on-ramp networks', () => {
  it('offers the networks the gateway names for a provider', () => {
    const names = onrampNetworksFor(provider('sandbox', ['portico-devnet-b']), devnetEthPurchase)
    expect(names.map((n) => n.name)).toEqual(['portico-devnet-b'])
  })

  it("keeps coinbase to spec §9's chains, and meld to every network", () => {
    expect(onrampNetworksFor(provider('coinbase'), usdc).map((n) => n.name)).toEqual([
      'ethereum',
      'polygon',
    ])
    expect(onrampNetworksFor(provider('coinbase'), devnetEthPurchase)).toEqual([])
    expect(onrampNetworksFor(provider('meld'), devnetEthPurchase)).toHaveLength(2)
  })

  it('preselects the active chain, else ethereum, else the first', () => {
    expect(defaultOnrampNetwork(devnetEthPurchase.networks, 'eip155:31338')?.name).toBe(
      'portico-devnet-b',
    )
    expect(defaultOnrampNetwork(usdc.networks, 'eip155:8453')?.name).toBe('ethereum')
    expect(defaultOnrampNetwork(devnetEthPurchase.networks, 'eip155:1')?.name).toBe(
      'portico-devnet-a',
    )
  })

  it('is offered on eip155 and solana, never in the restricted time zones', () => {
    expect(isOnrampAvailable({ chainNamespace: 'eip155' }, 'Europe/Paris')).toBe(true)
    expect(isOnrampAvailable({ chainNamespace: 'solana' }, 'America/New_York')).toBe(true)
    expect(isOnrampAvailable({ chainNamespace: 'bip122' }, 'Europe/Paris')).toBe(false)
    expect(isOnrampAvailable({ chainNamespace: 'eip155' }, 'Asia/Shanghai')).toBe(false)
    expect(isOnrampAvailable({ chainNamespace: 'eip155' }, 'Asia/Urumqi')).toBe(false)
    expect(isOnrampAvailable(undefined, 'Europe/Paris')).toBe(false)
  })
})
