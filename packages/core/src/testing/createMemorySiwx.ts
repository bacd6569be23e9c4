import type { SiwxConfig, SiwxSession } from '../types/SiwxConfig'

/**
 * An in-memory SiwxConfig for tests: sessions kept in an array, failures on demand.
 * @example
 * const siwx = createMemorySiwx({ required: true })
 */
export function createMemorySiwx(params: { required?: boolean } = {}): SiwxConfig & {
  sessions: SiwxSession[]
  failGetSessions: boolean
  /** The next addSession refuses the session, as a verifier refuses a signature. */
  refuseNextSession: boolean
  revoked: string[]
} {
  const siwx = {
    sessions: [] as SiwxSession[],
    failGetSessions: false,
    refuseNextSession: false,
    revoked: [] as string[],
    async createMessage({
      accountAddress,
      chainId,
    }: {
      accountAddress: string
      chainId: `${string}:${string}`
    }) {
      const data = {
        accountAddress,
        chainId,
        domain: 'example.com',
        uri: 'https://example.com',
        version: '1',
        nonce: 'n0nce123',
      }
      return { data, message: `example.com wants you to sign in with ${accountAddress}` }
    },
    async addSession(session: SiwxSession) {
      if (siwx.refuseNextSession) {
        siwx.refuseNextSession = false
        throw new Error('Invalid signature')
      }
      siwx.sessions.push(session)
    },
    async revokeSession(chainId: string, address: string) {
      siwx.revoked.push(`${chainId}:${address}`)
      siwx.sessions = siwx.sessions.filter((s) => s.data.accountAddress !== address)
    },
    async setSessions(sessions: readonly SiwxSession[]) {
      siwx.sessions = [...sessions]
    },
    async getSessions(chainId: string, address: string) {
      if (siwx.failGetSessions) throw new Error('storage down')
      return siwx.sessions.filter(
        (s) => s.data.chainId === chainId && s.data.accountAddress === address,
      )
    },
    getRequired: () => params.required ?? false,
  }
  return siwx
}
