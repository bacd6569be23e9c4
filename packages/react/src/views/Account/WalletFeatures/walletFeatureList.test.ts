import { DEFAULT_FEATURES } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { walletFeatureList } from './walletFeatureList'

const all = ['onramp', 'swaps', 'receive', 'send'] as const

describe('walletFeatureList', () => {
  it('follows the spec order when every feature is built', () => {
    expect(
      walletFeatureList({ features: DEFAULT_FEATURES, namespace: 'eip155', built: all }),
    ).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('shows only the built features (receive, send) by default', () => {
    expect(walletFeatureList({ features: DEFAULT_FEATURES, namespace: 'eip155' })).toEqual([
      'receive',
      'send',
    ])
  })

  it("follows the app's own order", () => {
    const features = {
      ...DEFAULT_FEATURES,
      walletFeaturesOrder: ['send', 'swaps', 'receive'] as const,
    }
    expect(walletFeatureList({ features, namespace: 'eip155', built: all })).toEqual([
      'send',
      'swaps',
      'receive',
    ])
  })

  it('leaves out disabled features', () => {
    const features = { ...DEFAULT_FEATURES, send: false, onramp: false }
    expect(walletFeatureList({ features, namespace: 'eip155', built: all })).toEqual([
      'swaps',
      'receive',
    ])
  })

  it('keeps send and receive on solana, drops swaps there', () => {
    expect(
      walletFeatureList({ features: DEFAULT_FEATURES, namespace: 'solana', built: all }),
    ).toEqual(['onramp', 'receive', 'send'])
  })

  it('shows nothing on namespaces that cannot send or receive, or without an account', () => {
    expect(
      walletFeatureList({ features: DEFAULT_FEATURES, namespace: 'bip122', built: all }),
    ).toEqual([])
    expect(
      walletFeatureList({ features: DEFAULT_FEATURES, namespace: undefined, built: all }),
    ).toEqual([])
  })

  it('lists a feature named twice in the order once', () => {
    const features = { ...DEFAULT_FEATURES, walletFeaturesOrder: ['send', 'send'] as const }
    expect(walletFeatureList({ features, namespace: 'eip155' })).toEqual(['send'])
  })
})
