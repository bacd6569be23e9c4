import type { AppEvent } from '@portico/common/schemas/frame'
import type { FakeFrameState } from './FakeFrameState'

/**
 * An answer of the fake frame (its type and payload), or undefined while its screen stays open.
 * @example
 * const reply: FakeFrameReply = { type: '@portico-frame/SIGN_OUT_SUCCESS' }
 */
export type FakeFrameReply = { type: string; payload?: unknown } | undefined

const LOCKED = 'This wallet is protected by a recovery password: enter it to use this device'
const SETUP = 'Protect your wallet to finish setting it up'
const STALE_LOGIN = 'For your safety, sign in again to export your key'
const ONLY_DEVICE =
  'This is the only device your wallet can be recovered from. Open the wallet on another device first'

const recoveryOf = (state: FakeFrameState) =>
  state.recoveryProtected === undefined ? {} : { recoveryProtected: state.recoveryProtected }

/**
 * How the fake frame answers one request, as its state scripts it (and what the request
 * changes in that state).
 * @example
 * const reply = answerFakeFrame(state, { id: '1', type: '@portico-app/SIGN_OUT' })
 */
export function answerFakeFrame(state: FakeFrameState, message: AppEvent): FakeFrameReply {
  const answer = message.type.replace('@portico-app/', '@portico-frame/')
  const ok = (payload?: unknown) => ({ type: `${answer}_SUCCESS`, payload })
  // As the real frame answers: its sentence with its stable code.
  const fail = (text: string, code: string) => ({
    type: `${answer}_ERROR`,
    payload: { message: text, code },
  })
  switch (message.type) {
    case '@portico-app/CONNECT_EMAIL': {
      const refusal = state.emailRefusals.shift()
      if (refusal) return fail(refusal, 'COOLDOWN')
      state.user.email = message.payload.email
      return ok({ action: 'VERIFY_OTP' })
    }
    case '@portico-app/CONNECT_OTP':
      if (message.payload.otp !== '123456') return fail('Invalid code', 'INVALID_OTP')
      state.signedIn = true
      if (state.keyMissing) return fail(SETUP, 'RECOVERY_SETUP_REQUIRED')
      return state.keyLocked ? fail(LOCKED, 'RECOVERY_PASSWORD_REQUIRED') : ok(undefined)
    case '@portico-app/IS_CONNECTED':
      return ok({ isConnected: state.signedIn })
    case '@portico-app/CONNECT_PASSKEY':
      // The passkey signs in; a locked key on a new device is then opened with it too.
      state.signedIn = true
      return ok({ ...state.user, authProvider: 'passkey', ...recoveryOf(state) })
    case '@portico-app/GET_USER': {
      if (!state.signedIn) return fail('Not signed in', 'UNAUTHORIZED')
      if (state.keyMissing) return fail(SETUP, 'RECOVERY_SETUP_REQUIRED')
      if (state.keyLocked) return fail(LOCKED, 'RECOVERY_PASSWORD_REQUIRED')
      // On a Solana cluster the frame answers the visitor's Solana address.
      const { chainId } = message.payload
      if (typeof chainId === 'string' && chainId.startsWith('solana:')) {
        const address = state.solanaAddress
        const accounts = [{ address, type: 'eoa' }]
        return ok({
          ...state.user,
          address,
          chainId,
          accounts,
          authProvider: 'email',
          ...recoveryOf(state),
        })
      }
      return ok({ ...state.user, authProvider: 'email', ...recoveryOf(state) })
    }
    case '@portico-app/PROTECT_RECOVERY':
    case '@portico-app/UNLOCK_KEY': {
      if (state.recoveryForm === 'open') return undefined
      if (state.recoveryForm === 'cancel')
        return fail('User rejected the request.', 'USER_REJECTED')
      if (message.type === '@portico-app/PROTECT_RECOVERY') {
        state.recoveryProtected = true
        return ok({ protected: true })
      }
      // UNLOCK_KEY opens a locked key, or makes a missing one protected by the visitor's factor.
      if (state.keyMissing) state.recoveryProtected = true
      state.keyMissing = false
      state.keyLocked = false
      return ok({ ...state.user, authProvider: 'email', ...recoveryOf(state) })
    }
    case '@portico-app/SIGN_OUT':
      state.signedIn = false
      return ok(undefined)
    case '@portico-app/EXPORT_KEY':
      if (!state.signedIn) return fail('Not signed in', 'UNAUTHORIZED')
      if (state.exportView === 'open') return undefined
      if (state.exportView === 'cancel') return fail('User rejected the request.', 'USER_REJECTED')
      if (state.exportView === 'stale') return fail(STALE_LOGIN, 'LOGIN_NOT_FRESH')
      return ok({ exported: true })
    case '@portico-app/REMOVE_DEVICE':
      if (!state.signedIn) return fail('Not signed in', 'UNAUTHORIZED')
      if (!state.otherDevice) return fail(ONLY_DEVICE, 'ONLY_RECOVERABLE_DEVICE')
      state.deviceRemoved = true
      state.signedIn = false
      return ok(undefined)
    case '@portico-app/SIGN_OUT_EVERYWHERE':
      if (!state.signedIn) return fail('Not signed in', 'UNAUTHORIZED')
      state.signedIn = false
      return ok(undefined)
    case '@portico-app/SWITCH_NETWORK':
      state.user.chainId = Number(message.payload.chainId)
      return ok({ chainId: state.user.chainId })
    case '@portico-app/RPC_REQUEST':
      if (state.declineNext) {
        state.declineNext = false
        return fail('User rejected the request.', 'USER_REJECTED')
      }
      return ok(`0x${'5'.repeat(130)}`)
    case '@portico-app/SYNC_DAPP_DATA':
      return ok(undefined)
    case '@portico-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS':
      return ok({ smartAccountEnabledNetworks: [] })
    default:
      return fail('Not in this fake', 'INTERNAL')
  }
}
