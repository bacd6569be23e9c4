import {
  assertEmailLoginAllowed,
  type ChainNamespace,
  EMBEDDED_WALLET_CONNECTOR_ID,
  isValidEmail,
  type ThemeVariables,
} from '@portico/common'
import type { EmbeddedWallet, EmbeddedWalletSetup } from '@portico/core'
import { createEmbeddedAdapter, type EmbeddedSession } from '../adapter/createEmbeddedAdapter'
import { createFrameHost } from '../frame/createFrameHost'
import { hideFrame, showFrame } from '../frame/frameStyle'
import { createEmbeddedSolanaAdapter } from '../solana/createEmbeddedSolanaAdapter'
import { createFrameProvider } from './createFrameProvider'
import { InvalidEmailError } from './InvalidEmailError'
import { SocialDeviceApprovalError } from './SocialDeviceApprovalError'
import { waitForFarcaster } from './waitForFarcaster'
import { waitForSocialCallback } from './waitForSocialCallback'

/**
 * Options of {@link createEmbeddedWallet}: what core passes, plus test overrides.
 * @example
 * const options: EmbeddedWalletOptions = { frameUrl, chainId: 31337, showAlert, sdkType: 'portico', sdkVersion: '0.1.0' }
 */
export type EmbeddedWalletOptions = EmbeddedWalletSetup & {
  /** Overrides of the spec §9 time limits, for tests. */
  timeouts?: Partial<Record<'iframeLoad' | 'request' | 'readyDelay' | 'disconnectWait', number>>
  /** Where dropped frame messages are reported. */
  onIgnoredMessage?(reason: string): void
}

/** Requests the frame answers through a screen of its own, shown in place over a view. */
const ASKING = ['RPC_REQUEST', 'PROTECT_RECOVERY', 'UNLOCK_KEY', 'EXPORT_KEY'] as const

function requireEmail(email: string): string {
  const trimmed = email.trim()
  if (!isValidEmail(trimmed)) throw new InvalidEmailError()
  return trimmed
}

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
  const now = options.now ?? Date.now
  const host = createFrameHost({
    frameUrl: options.frameUrl,
    projectId: options.projectId,
    chainId: options.chainId,
    onAlert: options.showAlert,
    ...(options.document && { document: options.document }),
    ...(options.timeouts && { timeouts: options.timeouts }),
    ...(options.onIgnoredMessage && { onIgnoredMessage: options.onIgnoredMessage }),
  })
  const session: EmbeddedSession = {
    host,
    chainId: options.chainId,
    provider: createFrameProvider(host, () => session.chainId),
    ...(options.timeouts?.disconnectWait !== undefined && {
      disconnectWaitMs: options.timeouts.disconnectWait,
    }),
  }
  let email: string | undefined
  let lastEmailAt: number | undefined

  // The frame's user again, into core's account state, for each namespace connected through the
  // AUTH connector (each adapter knows how): after a switch of the preferred account or once
  // recovery is protected.
  const refreshUser = async (namespaces: readonly ChainNamespace[]) => {
    for (const namespace of namespaces) await session.refreshUser?.[namespace]?.()
  }

  // The frame's session is gone (this device removed, or every session ended): each namespace
  // connected through the AUTH connector ends as after a sign-out, so core clears them all.
  const endConnections = () => {
    for (const end of Object.values(session.endConnection ?? {})) end()
  }

  let theme: { themeMode: 'dark' | 'light'; themeVariables: ThemeVariables } | undefined
  let shown = false
  // What a freshly loaded frame is told: who asks (for its approval screen) and the theme.
  const introduce = async () => {
    await host.request('SYNC_DAPP_DATA', {
      sdkType: options.sdkType,
      sdkVersion: options.sdkVersion,
      projectId: options.projectId ?? '',
      // The frame refuses wallet_grantPermissions unless the app turned smart sessions on.
      features: { smartSessions: options.features?.smartSessions === true },
      ...(options.metadata && {
        metadata: { ...options.metadata, icons: [...options.metadata.icons] },
      }),
    })
    if (theme) await host.request('SYNC_THEME', theme)
  }
  // The frame loads in the background; a failure shows its alert now and retries on use.
  host
    .ready()
    .then(introduce)
    .catch(() => {})

  return {
    connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
    async connectEmail(value) {
      const address = requireEmail(value)
      assertEmailLoginAllowed(lastEmailAt, now())
      // Held from the start (a double click sends one mail), given back if no mail went out: a
      // refused attempt must not restart the window the service counts from its last mail.
      const previous = lastEmailAt
      lastEmailAt = now()
      email = address
      try {
        return await host.request('CONNECT_EMAIL', { email: address })
      } catch (error) {
        lastEmailAt = previous
        throw error
      }
    },
    connectDevice: () => host.request('CONNECT_DEVICE'),
    connectOtp: (otp) => host.request('CONNECT_OTP', { otp: otp.trim() }),
    async connectPasskey() {
      await host.request('CONNECT_PASSKEY')
    },
    getFarcasterUrl: async () => (await host.request('GET_FARCASTER_URI')).url,
    connectFarcaster: (signal) => waitForFarcaster(host, signal),
    async connectSocial(provider, popup) {
      const view = host.iframe.ownerDocument.defaultView
      if (!view) throw new Error('The embedded wallet needs a document with a window')
      try {
        const { uri } = await host.request('GET_SOCIAL_REDIRECT_URI', { provider })
        // Listening before the pop-up leaves, so even a provider that answers at once is heard.
        const answer = waitForSocialCallback(view, popup, host.origin)
        popup.location.href = uri
        const callbackUri = await answer
        const result = await host.request('CONNECT_SOCIAL', { uri: callbackUri })
        if ('action' in result) {
          // The account's key is on another device: its mailbox approves this one first.
          email = result.email
          throw new SocialDeviceApprovalError(result.email)
        }
      } finally {
        if (!popup.closed) popup.close()
      }
    },
    getEmail: () => email,
    updateEmail: (value) => host.request('UPDATE_EMAIL', { email: requireEmail(value) }),
    updateEmailPrimaryOtp: (otp) => host.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: otp.trim() }),
    async updateEmailSecondaryOtp(otp) {
      const result = await host.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: otp.trim() })
      email = result.newEmail
      return result
    },
    syncTheme(themeMode, themeVariables) {
      const view = host.iframe.ownerDocument.defaultView
      const resolved =
        themeMode === 'system'
          ? view?.matchMedia?.('(prefers-color-scheme: light)').matches
            ? 'light'
            : 'dark'
          : themeMode
      theme = { themeMode: resolved, themeVariables }
      const current = theme
      host
        .ready()
        .then(() => host.request('SYNC_THEME', current))
        .catch(() => {})
    },
    showFrame(rect) {
      if (rect) {
        shown = true
        showFrame(host.iframe, rect)
        return
      }
      hideFrame(host.iframe)
      // Left while the frame still asks (the modal was closed by force, Back from a password
      // form): its screen would stay first in its queue, hidden. A fresh frame page drops it
      // (the request fails with 'Request was aborted'); the session stays.
      if (shown && ASKING.some((name) => host.isPending(name))) {
        host
          .reload()
          .then(introduce)
          .catch(() => {})
      }
      shown = false
    },
    getSmartAccountEnabledNetworks: async () =>
      (await host.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).smartAccountEnabledNetworks,
    async setPreferredAccount(type) {
      await host.request('SET_PREFERRED_ACCOUNT', { type })
      await refreshUser(['eip155'])
    },
    async protectRecovery() {
      await host.request('PROTECT_RECOVERY')
      // The user now says recoveryProtected: the Account view drops its "Protect" row.
      await refreshUser(['eip155', 'solana'])
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
      endConnections()
    },
    async signOutEverywhere() {
      await host.request('SIGN_OUT_EVERYWHERE')
      endConnections()
    },
    // One frame, one login: the eip155 and the solana adapter each get the AUTH connector.
    wrap: (inner, context) =>
      inner.namespace === 'solana'
        ? createEmbeddedSolanaAdapter({ inner, context, session })
        : createEmbeddedAdapter({ inner, context, session }),
  }
}
