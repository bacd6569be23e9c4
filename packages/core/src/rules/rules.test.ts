import { describe, expect, it } from 'vitest'
import { canCloseModal } from './canCloseModal'
import { getConnectMethod } from './getConnectMethod'
import { getLinkedNamespaces } from './getLinkedNamespaces'
import { getOpenView } from './getOpenView'
import { getPostSendView } from './getPostSendView'
import { shouldShowUnsupportedChain } from './shouldShowUnsupportedChain'

describe('getOpenView', () => {
  it('shows Account when connected, whatever else holds', () => {
    expect(getOpenView({ connected: true, hasAdapters: false, isMobile: true })).toEqual({
      view: 'Account',
    })
  })
  it('shows Connect when disconnected with adapters', () => {
    expect(getOpenView({ connected: false, hasAdapters: true, isMobile: true })).toEqual({
      view: 'Connect',
    })
  })
  it('without adapters shows AllWallets on mobile and ConnectingWalletConnectBasic on desktop', () => {
    expect(getOpenView({ connected: false, hasAdapters: false, isMobile: true })).toEqual({
      view: 'AllWallets',
    })
    expect(getOpenView({ connected: false, hasAdapters: false, isMobile: false })).toEqual({
      view: 'ConnectingWalletConnectBasic',
    })
  })
})

describe('canCloseModal', () => {
  const base = { force: false, siwxRequired: false, hasSiwxSession: false }
  it('refuses on the views the frame asks over (ApproveTransaction, EmbeddedWalletRecovery, EmbeddedWalletExport) unless forced', () => {
    expect(canCloseModal({ ...base, view: 'ApproveTransaction' })).toBe(false)
    expect(canCloseModal({ ...base, view: 'ApproveTransaction', force: true })).toBe(true)
    expect(canCloseModal({ ...base, view: 'EmbeddedWalletRecovery' })).toBe(false)
    expect(canCloseModal({ ...base, view: 'EmbeddedWalletRecovery', force: true })).toBe(true)
    expect(canCloseModal({ ...base, view: 'EmbeddedWalletExport' })).toBe(false)
    expect(canCloseModal({ ...base, view: 'EmbeddedWalletExport', force: true })).toBe(true)
    // The list of controls itself is an ordinary view.
    expect(canCloseModal({ ...base, view: 'EmbeddedWalletSecurity' })).toBe(true)
  })
  it('refuses on the sign-in view only while SIWX is required without a session', () => {
    expect(canCloseModal({ ...base, view: 'SIWXSignMessage', siwxRequired: true })).toBe(false)
    expect(
      canCloseModal({ ...base, view: 'SIWXSignMessage', siwxRequired: true, hasSiwxSession: true }),
    ).toBe(true)
    expect(canCloseModal({ ...base, view: 'SIWXSignMessage' })).toBe(true)
  })
  it('allows other views', () => {
    expect(canCloseModal({ ...base, view: 'Account', siwxRequired: true })).toBe(true)
  })
})

describe('shouldShowUnsupportedChain', () => {
  it('shows only for unsupported chains with switching on and unsupported chains not allowed', () => {
    const on = { enableNetworkSwitch: true, allowUnsupportedChain: false }
    expect(shouldShowUnsupportedChain({ ...on, supported: false })).toBe(true)
    expect(shouldShowUnsupportedChain({ ...on, supported: true })).toBe(false)
    expect(
      shouldShowUnsupportedChain({ ...on, supported: false, enableNetworkSwitch: false }),
    ).toBe(false)
    expect(
      shouldShowUnsupportedChain({ ...on, supported: false, allowUnsupportedChain: true }),
    ).toBe(false)
  })
})

describe('getPostSendView', () => {
  it('returns ERC20 and Solana sends to Account', () => {
    expect(getPostSendView({ namespace: 'eip155', isNativeToken: false })).toEqual({
      view: 'Account',
    })
    expect(getPostSendView({ namespace: 'solana', isNativeToken: true })).toEqual({
      view: 'Account',
    })
  })
  it('leaves the views of a native EVM send alone', () => {
    expect(getPostSendView({ namespace: 'eip155', isNativeToken: true })).toBeUndefined()
  })
})

describe('getLinkedNamespaces', () => {
  it('fans out over namespaces of the same WalletConnect or AUTH connection kind', () => {
    const types = { eip155: 'AUTH', solana: 'AUTH', bip122: 'WALLET_CONNECT' } as const
    expect(getLinkedNamespaces('solana', types)).toEqual(['solana', 'eip155'])
    expect(getLinkedNamespaces('bip122', types)).toEqual(['bip122'])
  })
  it('does not fan out for injected connectors', () => {
    expect(getLinkedNamespaces('eip155', { eip155: 'INJECTED', solana: 'INJECTED' })).toEqual([
      'eip155',
    ])
  })
})

describe('getConnectMethod', () => {
  it('names the method per connector type', () => {
    expect(getConnectMethod('WALLET_CONNECT', { isMobile: false })).toBe('qrcode')
    expect(getConnectMethod('WALLET_CONNECT', { isMobile: true })).toBe('mobile')
    expect(getConnectMethod('AUTH', { isMobile: false })).toBe('email')
    expect(getConnectMethod('AUTH', { isMobile: false, social: true })).toBe('social')
    expect(getConnectMethod('ANNOUNCED', { isMobile: false })).toBe('browser')
  })
})
