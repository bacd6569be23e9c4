import { DEFAULT_FEATURES } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { connectLayout } from './connectLayout'

describe('connectLayout', () => {
  it('shows email, socials and wallets in the default order of spec §1', () => {
    const layout = connectLayout(DEFAULT_FEATURES, true)
    expect(layout.methods).toEqual(['email', 'social', 'wallet'])
    expect(layout.socials).toEqual(DEFAULT_FEATURES.socials)
    expect(layout.walletsCollapsed).toBe(false)
  })

  it('follows connectMethodsOrder, wallet first included', () => {
    const layout = connectLayout(
      { ...DEFAULT_FEATURES, connectMethodsOrder: ['wallet', 'social', 'email'] },
      true,
    )
    expect(layout.methods).toEqual(['wallet', 'social', 'email'])
  })

  it('leaves out email and socials without the embedded wallet, and never collapses wallets then', () => {
    const layout = connectLayout(
      { ...DEFAULT_FEATURES, emailShowWallets: false, collapseWallets: true },
      false,
    )
    expect(layout).toEqual({
      methods: ['wallet'],
      socials: [],
      walletsCollapsed: false,
      recommendedAsTiles: false,
    })
  })

  it('leaves out socials when they are off or empty', () => {
    expect(connectLayout({ ...DEFAULT_FEATURES, socials: false }, true).methods).toEqual([
      'email',
      'wallet',
    ])
    expect(connectLayout({ ...DEFAULT_FEATURES, socials: [] }, true).methods).toEqual([
      'email',
      'wallet',
    ])
  })

  it('collapses the wallets when emailShowWallets is off, only if the email field shows', () => {
    const off = { ...DEFAULT_FEATURES, emailShowWallets: false }
    expect(connectLayout(off, true).walletsCollapsed).toBe(true)
    expect(connectLayout({ ...off, email: false }, true).walletsCollapsed).toBe(false)
  })

  it('collapses the wallets when collapseWallets is on and email or a social login shows', () => {
    const on = { ...DEFAULT_FEATURES, collapseWallets: true }
    expect(connectLayout(on, true).walletsCollapsed).toBe(true)
    expect(connectLayout({ ...on, email: false }, true).walletsCollapsed).toBe(true)
    expect(connectLayout({ ...on, email: false, socials: false }, true).walletsCollapsed).toBe(
      false,
    )
  })

  it('folds the recommended wallets into tiles when email or a social login leads', () => {
    expect(connectLayout(DEFAULT_FEATURES, true).recommendedAsTiles).toBe(true)
    expect(
      connectLayout(
        { ...DEFAULT_FEATURES, connectMethodsOrder: ['social', 'wallet', 'email'] },
        true,
      ).recommendedAsTiles,
    ).toBe(true)
    // Wallets first, or wallets alone (no embedded wallet), keep the recommended ones as rows.
    expect(
      connectLayout(
        { ...DEFAULT_FEATURES, connectMethodsOrder: ['wallet', 'email', 'social'] },
        true,
      ).recommendedAsTiles,
    ).toBe(false)
    expect(connectLayout(DEFAULT_FEATURES, false).recommendedAsTiles).toBe(false)
  })
})
