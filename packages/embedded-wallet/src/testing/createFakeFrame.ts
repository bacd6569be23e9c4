import type { AppEvent } from '@portico/common/schemas/frame'

type Reply = { type: string; payload?: unknown } | undefined

const LOCKED = 'This wallet is protected by a recovery password: enter it to use this device'
const STALE_LOGIN = 'For your safety, sign in again to export your key'
const ONLY_DEVICE =
  'This is the only device your wallet can be recovered from. Open the wallet on another device first'

/**
 * A scripted stand-in for the frame inside jsdom (which loads no pages): it answers the posts
 * the page makes to the iframe's window with messages from that window and the frame's origin,
 * as the real frame would. Unit tests only; the e2e suite drives the real frame.
 * @example
 * const frame = createFakeFrame(window, 'http://127.0.0.1:8789')
 */
export function createFakeFrame(win: Window, origin: string) {
  const state = {
    user: {
      address: '0x1111111111111111111111111111111111111111',
      chainId: 1,
      email: 'ada@example.com',
    },
    solanaAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    signedIn: false,
    declineNext: false,
    /** Whether the visitor protected recovery; undefined: a frame that predates it. */
    recoveryProtected: undefined as boolean | undefined,
    /** A new device of a protected account: logins answer that the key needs the password. */
    keyLocked: false,
    /** How the password form ends: typed right, Cancel, or still open (no answer). */
    recoveryForm: 'submit' as 'submit' | 'cancel' | 'open',
    /** How the export view ends: Done after the key was shown, Cancel, still open, or a login too old. */
    exportView: 'done' as 'done' | 'cancel' | 'open' | 'stale',
    /** Whether another device keeps a recovery share (else this device cannot be removed). */
    otherDevice: true,
    /** Whether this device's share was removed (REMOVE_DEVICE). */
    deviceRemoved: false,
    /** Sentences the service refuses the next CONNECT_EMAILs with (its own mail cooldown). */
    emailRefusals: [] as string[],
    received: [] as AppEvent[],
  }
  const recovery = () =>
    state.recoveryProtected === undefined ? {} : { recoveryProtected: state.recoveryProtected }
  const handle = (message: AppEvent): Reply => {
    const ok = (payload?: unknown) => ({
      type: `${message.type.replace('@portico-app/', '@portico-frame/')}_SUCCESS`,
      payload,
    })
    const fail = (text: string) => ({
      type: `${message.type.replace('@portico-app/', '@portico-frame/')}_ERROR`,
      payload: { message: text },
    })
    switch (message.type) {
      case '@portico-app/CONNECT_EMAIL': {
        const refusal = state.emailRefusals.shift()
        if (refusal) return fail(refusal)
        state.user.email = message.payload.email
        return ok({ action: 'VERIFY_OTP' })
      }
      case '@portico-app/CONNECT_OTP':
        if (message.payload.otp !== '123456') return fail('Invalid code')
        state.signedIn = true
        return state.keyLocked ? fail(LOCKED) : ok(undefined)
      case '@portico-app/IS_CONNECTED':
        return ok({ isConnected: state.signedIn })
      case '@portico-app/CONNECT_PASSKEY':
        // The passkey signs in; a locked key on a new device is then opened with it too.
        state.signedIn = true
        return ok({ ...state.user, authProvider: 'passkey', ...recovery() })
      case '@portico-app/GET_USER': {
        if (!state.signedIn) return fail('Not signed in')
        if (state.keyLocked) return fail(LOCKED)
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
            ...recovery(),
          })
        }
        return ok({ ...state.user, authProvider: 'email', ...recovery() })
      }
      case '@portico-app/PROTECT_RECOVERY':
      case '@portico-app/UNLOCK_KEY': {
        if (state.recoveryForm === 'open') return undefined
        if (state.recoveryForm === 'cancel') return fail('User rejected the request.')
        if (message.type === '@portico-app/PROTECT_RECOVERY') {
          state.recoveryProtected = true
          return ok({ protected: true })
        }
        state.keyLocked = false
        return ok({ ...state.user, authProvider: 'email', ...recovery() })
      }
      case '@portico-app/SIGN_OUT':
        state.signedIn = false
        return ok(undefined)
      case '@portico-app/EXPORT_KEY':
        if (!state.signedIn) return fail('Not signed in')
        if (state.exportView === 'open') return undefined
        if (state.exportView === 'cancel') return fail('User rejected the request.')
        if (state.exportView === 'stale') return fail(STALE_LOGIN)
        return ok({ exported: true })
      case '@portico-app/REMOVE_DEVICE':
        if (!state.signedIn) return fail('Not signed in')
        if (!state.otherDevice) return fail(ONLY_DEVICE)
        state.deviceRemoved = true
        state.signedIn = false
        return ok(undefined)
      case '@portico-app/SIGN_OUT_EVERYWHERE':
        if (!state.signedIn) return fail('Not signed in')
        state.signedIn = false
        return ok(undefined)
      case '@portico-app/SWITCH_NETWORK':
        state.user.chainId = Number(message.payload.chainId)
        return ok({ chainId: state.user.chainId })
      case '@portico-app/RPC_REQUEST':
        if (state.declineNext) {
          state.declineNext = false
          return fail('User rejected the request.')
        }
        return ok(`0x${'5'.repeat(130)}`)
      case '@portico-app/SYNC_DAPP_DATA':
        return ok(undefined)
      case '@portico-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return ok({ smartAccountEnabledNetworks: [] })
      default:
        return fail('Not in this fake')
    }
  }
  const attach = (iframe: HTMLIFrameElement) => {
    const frameWindow = iframe.contentWindow
    if (!frameWindow) throw new Error('no frame window')
    frameWindow.postMessage = ((message: AppEvent, targetOrigin: string) => {
      if (targetOrigin !== origin) return
      state.received.push(message)
      const reply = handle(message)
      if (!reply) return
      queueMicrotask(() =>
        win.dispatchEvent(
          new MessageEvent('message', {
            data: { id: message.id, ...reply },
            origin,
            source: frameWindow,
          }),
        ),
      )
    }) as Window['postMessage']
    queueMicrotask(() =>
      win.dispatchEvent(
        new MessageEvent('message', {
          data: { type: '@portico-frame/READY' },
          origin,
          source: frameWindow,
        }),
      ),
    )
  }
  return { state, attach }
}
