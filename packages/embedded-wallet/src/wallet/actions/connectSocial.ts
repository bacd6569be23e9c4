import type { SocialProvider } from '@portico/common'
import { MissingWindowError } from '../../frame/MissingWindowError'
import type { EmbeddedWalletState } from '../EmbeddedWalletState'
import { SocialDeviceApprovalError } from '../SocialDeviceApprovalError'
import { waitForSocialCallback } from '../waitForSocialCallback'

/**
 * Runs a social login in `popup`: sends it to the provider through the frame, waits for the
 * callback and hands it to the frame. An account whose key another device holds ends in a
 * SocialDeviceApprovalError. The pop-up is closed in every case. `onStep` hears `signingIn` once
 * the pop-up is on its way to the provider and `connecting` once the provider answered.
 * @example
 * await connectSocial(state, 'google', window.open('', 'portico-social') as Window)
 */
export async function connectSocial(
  state: EmbeddedWalletState,
  provider: SocialProvider,
  popup: Window,
  onStep?: (step: 'signingIn' | 'connecting') => void,
): Promise<void> {
  const { host } = state
  const view = host.iframe.ownerDocument.defaultView
  if (!view) throw new MissingWindowError()
  try {
    const { uri } = await host.request('GET_SOCIAL_REDIRECT_URI', { provider })
    // Listening before the pop-up leaves, so even a provider that answers at once is heard.
    const answer = waitForSocialCallback(view, popup, host.origin)
    popup.location.href = uri
    onStep?.('signingIn')
    const callbackUri = await answer
    onStep?.('connecting')
    const result = await host.request('CONNECT_SOCIAL', { uri: callbackUri })
    if ('action' in result) {
      // The account's key is on another device: its mailbox approves this one first.
      state.email = result.email
      throw new SocialDeviceApprovalError(result.email)
    }
  } finally {
    if (!popup.closed) popup.close()
  }
}
