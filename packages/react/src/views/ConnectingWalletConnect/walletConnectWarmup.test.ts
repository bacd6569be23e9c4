import { describe, expect, it } from 'vitest'
import { walletConnectWarmup } from './walletConnectWarmup'

const base = {
  open: true,
  view: 'Connect',
  connected: false,
  hasBrowserWallet: false,
  isMobile: false,
  pairsFirst: false,
} as const

describe('walletConnectWarmup', () => {
  it('pairs ahead on a computer without a browser wallet, where WalletConnect is the likely way in', () => {
    expect(walletConnectWarmup(base)).toBe('pairing')
    expect(walletConnectWarmup({ ...base, view: 'AllWallets' })).toBe('pairing')
  })

  it('only starts the provider when a browser wallet is there, or on a phone', () => {
    expect(walletConnectWarmup({ ...base, hasBrowserWallet: true })).toBe('provider')
    expect(walletConnectWarmup({ ...base, isMobile: true })).toBe('provider')
  })

  it("connects at once on iOS Safari and in Telegram; in a wallet's own browser only the provider", () => {
    expect(walletConnectWarmup({ ...base, isMobile: true, pairsFirst: true })).toBe('connect')
    expect(
      walletConnectWarmup({ ...base, isMobile: true, hasBrowserWallet: true, pairsFirst: true }),
    ).toBe('provider')
  })

  it('with the modal closed starts the provider only where WalletConnect is the likely way in', () => {
    const closed = { ...base, open: false }
    expect(walletConnectWarmup(closed)).toBe('provider')
    expect(walletConnectWarmup({ ...closed, isMobile: true, pairsFirst: true })).toBe('provider')
    expect(walletConnectWarmup({ ...closed, hasBrowserWallet: true })).toBeUndefined()
  })

  it('does nothing once connected or away from the wallet lists', () => {
    expect(walletConnectWarmup({ ...base, connected: true, pairsFirst: true })).toBeUndefined()
    expect(walletConnectWarmup({ ...base, pairsFirst: true, view: 'Account' })).toBeUndefined()
    expect(walletConnectWarmup({ ...base, open: false, connected: true })).toBeUndefined()
    expect(walletConnectWarmup({ ...base, view: 'Account' })).toBeUndefined()
    expect(walletConnectWarmup({ ...base, view: 'ConnectingWalletConnectBasic' })).toBeUndefined()
  })
})
