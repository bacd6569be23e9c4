import { EMBEDDED_WALLET_CONNECTOR_ID } from '@portico/common'
import type { EmbeddedWallet } from '@portico/core'
import { createEmbeddedAdapter } from '../adapter/createEmbeddedAdapter'
import { createEmbeddedSolanaAdapter } from '../solana/createEmbeddedSolanaAdapter'
import { connectEmail } from './actions/connectEmail'
import { connectSocial } from './actions/connectSocial'
import { endConnections } from './actions/endConnections'
import { introduceApp } from './actions/introduceApp'
import { placeFrame } from './actions/placeFrame'
import { refreshUser } from './actions/refreshUser'
import { syncTheme } from './actions/syncTheme'
import { createEmbeddedWalletState } from './createEmbeddedWalletState'
import type { EmbeddedWalletOptions } from './EmbeddedWalletOptions'
import { requireEmail } from './requireEmail'
import { waitForFarcaster } from './waitForFarcaster'

/**
 * The embedded wallet of one Portico client: starts loading its secure frame at once (so the
 * frame is ready by the time an email is typed), then runs the email login (email → code, or
 * device approval on a new device), the email update (primary then secondary code) and, through
 * `wrap`, the AUTH connector. Core makes it through `options.embeddedWallet`; see the README.
 * @example
 * const wallet = createEmbeddedWallet({ frameUrl: 'http://127.0.0.1:8789', chainId: 31337, showAlert, sdkType, sdkVersion })
 * const { action } = await wallet.connectEmail('ada@example.com')
 * if (action === 'VERIFY_OTP') await wallet.connectOtp('123456')
 */
export function createEmbeddedWallet(options: EmbeddedWalletOptions): EmbeddedWallet {
  const state = createEmbeddedWalletState(options)
  const { host, session } = state
  // The frame loads in the background; a failure shows its alert now and retries on use.
  host
    .ready()
    .then(() => introduceApp(state))
    .catch(() => {})

  return {
    connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
    connectEmail: (value) => connectEmail(state, value),
    connectDevice: () => host.request('CONNECT_DEVICE'),
    connectOtp: (otp) => host.request('CONNECT_OTP', { otp: otp.trim() }),
    async connectPasskey() {
      await host.request('CONNECT_PASSKEY')
    },
    getFarcasterUrl: async () => (await host.request('GET_FARCASTER_URI')).url,
    connectFarcaster: (signal) => waitForFarcaster(host, signal),
    connectSocial: (provider, popup, onStep) => connectSocial(state, provider, popup, onStep),
    getEmail: () => state.email,
    updateEmail: (value) => host.request('UPDATE_EMAIL', { email: requireEmail(value) }),
    updateEmailPrimaryOtp: (otp) => host.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: otp.trim() }),
    async updateEmailSecondaryOtp(otp) {
      const result = await host.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: otp.trim() })
      state.email = result.newEmail
      return result
    },
    syncTheme: (themeMode, themeVariables) => syncTheme(state, themeMode, themeVariables),
    showFrame: (rect, owner) => placeFrame(state, rect, owner),
    getSmartAccountEnabledNetworks: async () =>
      (await host.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).smartAccountEnabledNetworks,
    async setPreferredAccount(type) {
      await host.request('SET_PREFERRED_ACCOUNT', { type })
      await refreshUser(state, ['eip155'])
    },
    async protectRecovery() {
      await host.request('PROTECT_RECOVERY')
      // The user now says recoveryProtected: the Account view drops its "Protect" row.
      await refreshUser(state, ['eip155', 'solana'])
    },
    async unlockKey() {
      // The key is open in the frame; the caller connects the AUTH connector as after a code.
      await host.request('UNLOCK_KEY')
    },
    async exportKey() {
      // The frame shows the key on its own origin; the answer only says it was shown.
      await host.request('EXPORT_KEY')
    },
    async removeDevice() {
      await host.request('REMOVE_DEVICE')
      endConnections(state)
    },
    async signOutEverywhere() {
      await host.request('SIGN_OUT_EVERYWHERE')
      endConnections(state)
    },
    // One frame, one login: the eip155 and the solana adapter each get the AUTH connector.
    wrap: (inner, context) =>
      inner.namespace === 'solana'
        ? createEmbeddedSolanaAdapter({ inner, context, session })
        : createEmbeddedAdapter({ inner, context, session }),
  }
}
