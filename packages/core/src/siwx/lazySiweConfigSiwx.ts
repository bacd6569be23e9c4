import { loadStartedParts } from '../client/loadStartedParts'
import type { SiweConfig, SiwxConfig } from '../types/SiwxConfig'
import { createLoader } from '../utils/createLoader'
import { forwardCalls } from '../utils/forwardCalls'
import type { SiweConfigSiwxOptions } from './siweConfigSiwx'

/** Every call of {@link SiwxConfig}: a missing one fails the type of the result. */
const SESSION_CALLS = [
  'createMessage',
  'addSession',
  'revokeSession',
  'setSessions',
  'getSessions',
] as const satisfies readonly (keyof SiwxConfig)[]

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
    ...forwardCalls(load, SESSION_CALLS),
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? true,
  }
}
