import { loadStartedParts } from '../client/loadStartedParts'
import type { SiweConfig, SiwxConfig } from '../types/SiwxConfig'
import { createLoader } from '../utils/createLoader'
import type { SiweConfigSiwxOptions } from './siweConfigSiwx'

/**
 * {@link siweConfigSiwx} as core makes it of a legacy `siweConfig` option: the same config,
 * whose code is fetched with its first sign-in call rather than with the page (the client is
 * made before the first render; a sign-in comes after a connection). What is read synchronously
 * — whether sign-in is required, whether a disconnect signs out — answers at once.
 * @example
 * const siwx = lazySiweConfigSiwx(siweConfig, { environment })
 * await siwx.getSessions('eip155:1', address) // fetches siweConfigSiwx, then asks getSession()
 */
export function lazySiweConfigSiwx(
  siwe: SiweConfig,
  options: SiweConfigSiwxOptions = {},
): SiwxConfig & { getRequired(): boolean; signOutOnDisconnect: boolean } {
  // Through the started client's parts: a sign-in comes after a connection, which loaded them.
  const load = createLoader(async () =>
    (await (await loadStartedParts()).loadSiweConfigSiwx()).siweConfigSiwx(siwe, options),
  )
  return {
    createMessage: async (input) => (await load()).createMessage(input),
    addSession: async (session) => (await load()).addSession(session),
    revokeSession: async (chainId, address) => (await load()).revokeSession(chainId, address),
    setSessions: async (sessions) => (await load()).setSessions(sessions),
    getSessions: async (chainId, address) => (await load()).getSessions(chainId, address),
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? true,
  }
}
