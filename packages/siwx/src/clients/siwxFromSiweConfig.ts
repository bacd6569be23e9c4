import type { SiweConfig, SiwxConfig, SiwxSession } from '@portico/core'
import { SiwxVerificationError } from '@portico/siwx-server/verify'
import { createSiwxMessage } from './createSiwxMessage'
import { pageLocation } from './pageLocation'
import type { SiwxMessageOptions } from './SiwxMessageOptions'

/**
 * Options of {@link siwxFromSiweConfig}: the message fields the legacy config does not choose
 * (domain, URI, statement, lifetime…) and whether sign-in is required (default false).
 * @example
 * const options: SiweAdapterOptions = { statement: 'Sign in to Example', required: true }
 */
export type SiweAdapterOptions = Omit<SiwxMessageOptions, 'signOutOnDisconnect'>

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Turn a legacy EIP-4361 `siweConfig` into the `siwx` option, so apps that wrote one keep
 * working (passing both to `createPortico` throws). The nonce comes from `getNonce`, the text
 * from `createMessage`, `verifyMessage` accepts or refuses a signature (false →
 * 'Invalid signature'), `getSession` tells whether an account is signed in, `signOut` revokes;
 * `onSignIn` / `onSignOut` are called as before. Only eip155 networks are signed in.
 * A session restored on a later visit comes from `getSession()` alone, so its `message` and
 * `signature` are empty.
 * @example
 * createPortico({ networks, siwx: siwxFromSiweConfig(siweConfig, { statement: 'Sign in' }) })
 */
export function siwxFromSiweConfig(
  siwe: SiweConfig,
  options: SiweAdapterOptions = {},
): SiwxConfig & { getRequired(): boolean; signOutOnDisconnect: boolean } {
  let lastSession: SiwxSession | undefined
  const signOut = async () => {
    lastSession = undefined
    await siwe.signOut()
    siwe.onSignOut?.()
  }
  const addSession = async (session: SiwxSession) => {
    const valid = await siwe.verifyMessage({
      message: session.message,
      signature: session.signature,
    })
    if (!valid) throw new SiwxVerificationError('invalid-signature')
    lastSession = session
    siwe.onSignIn?.((await siwe.getSession()) ?? undefined)
  }
  return {
    async createMessage({ accountAddress, chainId }) {
      const nonce = await siwe.getNonce(accountAddress)
      const { data } = createSiwxMessage({ accountAddress, chainId, nonce }, options)
      return { data, message: siwe.createMessage(data) }
    },
    addSession,
    revokeSession: signOut,
    async setSessions(sessions) {
      if (sessions.length === 0) return signOut()
      for (const session of sessions) await addSession(session)
    },
    async getSessions(chainId, address) {
      const session = await siwe.getSession()
      if (!session || !sameAddress(session.address, address)) return []
      if (`eip155:${session.chainId}` !== chainId) return []
      if (lastSession && sameAddress(lastSession.data.accountAddress, address)) {
        if (lastSession.data.chainId === chainId) return [lastSession]
      }
      const page = pageLocation()
      const data = {
        accountAddress: session.address,
        chainId,
        domain: options.domain ?? page?.host ?? '',
        uri: options.uri ?? page?.origin ?? '',
        version: '1',
        nonce: '',
      }
      return [{ data, message: '', signature: '' }]
    },
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? true,
  }
}
