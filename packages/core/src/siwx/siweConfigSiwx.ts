import { BaseError, type CaipNetworkId, type SiwxMessageData } from '@portico/common'
import { readEnvironment } from '../options/readEnvironment'
import type { PageLocation, PorticoEnvironment } from '../types/PorticoEnvironment'
import type { SiweConfig, SiwxConfig, SiwxSession } from '../types/SiwxConfig'

/**
 * How {@link siweConfigSiwx} writes a message's fields: `createData` builds them for an account,
 * chain and nonce (the app's `createMessage` then writes the text), `page` names the domain and
 * URI of a session restored from `getSession()`, `invalidSignature` is thrown when
 * `verifyMessage` says no, and `required` makes sign-in required.
 * @example
 * const options: SiweConfigSiwxOptions = { required: true }
 */
export type SiweConfigSiwxOptions = {
  /** Where the page is, when not read from the browser (the client's `environment` option). */
  environment?: PorticoEnvironment | undefined
  createData?: (input: {
    accountAddress: string
    chainId: CaipNetworkId
    nonce: string
  }) => SiwxMessageData
  page?: () => { domain: string; uri: string }
  invalidSignature?: () => Error
  required?: boolean
}

/** The page's host and origin (empty outside a browser: the app's createMessage decides). */
function pageOf(location: PageLocation | undefined): { domain: string; uri: string } {
  return { domain: location?.host ?? '', uri: location?.origin ?? '' }
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * A legacy EIP-4361 `siweConfig` as the `siwx` option: core uses it when an app passes
 * `siweConfig` alone, and `@portico/siwx`'s `siwxFromSiweConfig` builds on it with checked
 * message fields. The nonce comes from `getNonce`, the text from `createMessage`,
 * `verifyMessage` accepts or refuses a signature ('Invalid signature'), `getSession` tells whether
 * an account is signed in, `signOut` revokes; `onSignIn` / `onSignOut` are called as before.
 * Only eip155 networks are signed in. A session restored on a later visit comes from
 * `getSession()` alone, so its `message` and `signature` are empty.
 * @example
 * createPortico({ networks, siweConfig }) // core wraps it with siweConfigSiwx(siweConfig)
 */
export function siweConfigSiwx(
  siwe: SiweConfig,
  options: SiweConfigSiwxOptions = {},
): SiwxConfig & { getRequired(): boolean; signOutOnDisconnect: boolean } {
  const page = options.page ?? (() => pageOf(readEnvironment(options.environment).location))
  const createData =
    options.createData ??
    ((input) => ({ ...input, ...page(), version: '1', issuedAt: new Date().toISOString() }))
  const invalidSignature = options.invalidSignature ?? (() => new BaseError('Invalid signature'))
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
    if (!valid) throw invalidSignature()
    lastSession = session
    siwe.onSignIn?.((await siwe.getSession()) ?? undefined)
  }
  return {
    async createMessage({ accountAddress, chainId }) {
      const nonce = await siwe.getNonce(accountAddress)
      const data = createData({ accountAddress, chainId, nonce })
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
      const data = { accountAddress: session.address, chainId, ...page(), version: '1', nonce: '' }
      return [{ data, message: '', signature: '' }]
    },
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? true,
  }
}
