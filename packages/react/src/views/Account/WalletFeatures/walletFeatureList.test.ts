import { DEFAULT_FEATURES } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { walletFeatureList } from './walletFeatureList'

const all = ['onramp', 'swaps', 'receive', 'send'] as const

describe('walletFeatureList', () => {
  it('follows the spec order when every feature is built', () => {
    expect(
      walletFeatureList({
        features: DEFAULT_FEATURES,
        namespace: 'eip155',
        built: all,
        swapNetwork: true,
      }),
    ).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('shows every built feature by default, Buy first', () => {
    expect(
      walletFeatureList({ features: DEFAULT_FEATURES, namespace: 'eip155', swapNetwork: true }),
    ).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('hides Buy where the region may not buy (spec §9), and when the app turns it off', () => {
    const args = { features: DEFAULT_FEATURES, namespace: 'eip155', swapNetwork: true } as const
    expect(walletFeatureList({ ...args, onrampRegion: false })).toEqual([
      'swaps',
      'receive',
      'send',
    ])
    expect(
      walletFeatureList({ ...args, features: { ...DEFAULT_FEATURES, onramp: false } }),
    ).toEqual(['swaps', 'receive', 'send'])
  })

  it('hides Buy where no on-ramp provider sells on the namespace', () => {
    expect(
      walletFeatureList({
        features: DEFAULT_FEATURES,
        namespace: 'solana',
        onrampProviders: false,
      }),
    ).toEqual(['receive', 'send'])
  })

  it('offers Receive, but not Send, to a Bitcoin account', () => {
    expect(walletFeatureList({ features: DEFAULT_FEATURES, namespace: 'bip122' })).toEqual([
      'receive',
    ])
  })

  it('shows swaps only on a network that offers them', () => {
    expect(walletFeatureList({ features: DEFAULT_FEATURES, namespace: 'eip155' })).toEqual([
      'onramp',
      'receive',
      'send',
    ])
  })

  it('leaves swaps out when the app turns them off', () => {
    const features = { ...DEFAULT_FEATURES, swaps: false }
    expect(walletFeatureList({ features, namespace: 'eip155', swapNetwork: true })).toEqual([
      'onramp',
      'receive',
      'send',
    ])
  })

  it("follows the app's own order", () => {
    const features = {
      ...DEFAULT_FEATURES,
      walletFeaturesOrder: ['send', 'swaps', 'receive'] as const,
    }
    expect(
      walletFeatureList({ features, namespace: 'eip155', built: all, swapNetwork: true }),
    ).toEqual(['send', 'swaps', 'receive'])
  })

  it('leaves out disabled features', () => {
    const features = { ...DEFAULT_FEATURES, send: false, onramp: false }
    expect(
      walletFeatureList({ features, namespace: 'eip155', built: all, swapNetwork: true }),
    ).toEqual(['swaps', 'receive'])
  })

  it('keeps send and receive on solana, drops swaps there', () => {
    expect(
      walletFeatureList({
        features: DEFAULT_FEATURES,
        namespace: 'solana',
        built: all,
        swapNetwork: true,
      }),
    ).toEqual(['onramp', 'receive', 'send'])
  })

  it('shows nothing without an account', () => {
    expect(
      walletFeatureList({ features: DEFAULT_FEATURES, namespace: undefined, built: all }),
    ).toEqual([])
  })

  it('lists a feature named twice in the order once', () => {
    const features = { ...DEFAULT_FEATURES, walletFeaturesOrder: ['send', 'send'] as const }
    expect(walletFeatureList({ features, namespace: 'eip155' })).toEqual(['send'])
  })
})
