import type { SiwxConfig, SiwxMessage, SiwxSession } from '@portico/core'

/**
 * Asks the connected wallet to sign text (EIP-191 `personal_sign` on EVM) and returns the
 * signature.
 * @example
 * const sign: SignText = (message) => walletClient.signMessage({ account, message })
 */
export type SignText = (message: string) => Promise<string>

/**
 * A SIWX configuration from this package: the core `SiwxConfig` plus `signMessage`, which
 * turns a created message into a session ready for `addSession`.
 * @example
 * const message = await siwx.createMessage({ accountAddress, chainId: 'eip155:1' })
 * await siwx.addSession(await siwx.signMessage(message, sign))
 */
export type SiwxClient = SiwxConfig & {
  signMessage(message: SiwxMessage, sign: SignText): Promise<SiwxSession>
  getRequired(): boolean
  signOutOnDisconnect: boolean
}
