import { assertEmailLoginAllowed } from '@portico/common'
import type { FrameResponse } from '../../frame/FrameHost'
import type { EmbeddedWalletState } from '../EmbeddedWalletState'
import { requireEmail } from '../requireEmail'

/**
 * Starts the email login: checks the address and the resend window, then asks the frame to
 * mail a code (or a device approval). The window is given back when no mail went out.
 * @example
 * const { action } = await connectEmail(state, 'ada@example.com')
 */
export async function connectEmail(
  state: EmbeddedWalletState,
  value: string,
): Promise<FrameResponse<'CONNECT_EMAIL'>> {
  const address = requireEmail(value)
  assertEmailLoginAllowed(state.lastEmailAt, state.now())
  // Held from the start (a double click sends one mail), given back if no mail went out: a
  // refused attempt must not restart the window the service counts from its last mail.
  const previous = state.lastEmailAt
  state.lastEmailAt = state.now()
  state.email = address
  try {
    return await state.host.request('CONNECT_EMAIL', { email: address })
  } catch (error) {
    state.lastEmailAt = previous
    throw error
  }
}
