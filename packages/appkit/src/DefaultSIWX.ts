import type { CaipNetworkId } from '@portico/common'
import type { SiwxConfig, SiwxMessage, SiwxSession } from '@portico/core'
import { createLocalSiwx, type SiwxClient, type SiwxStorageOption } from '@portico/siwx'

/**
 * Options of {@link DefaultSIWX}. AppKit's `messenger`, `verifiers` and `storage` objects have no
 * Portico counterpart; sessions are verified in the page and kept in browser storage.
 * @example
 * const options: DefaultSIWXOptions = { required: true }
 */
export type DefaultSIWXOptions = {
  /** Declining to sign disconnects, and the sign-in view cannot be closed. Default false. */
  required?: boolean
  /** Sign-in text shown in the message. */
  statement?: string
  /** 'localStorage' (default), 'sessionStorage' or a storage of your own. */
  storage?: SiwxStorageOption
}

/**
 * AppKit's default sign-in (`siwx: new DefaultSIWX()`): a CAIP-122 message with a nonce issued in
 * the page, the signature verified in the page, the session kept until it expires.
 * @example
 * createAppKit({ projectId, networks, adapters: [wagmiAdapter], siwx: new DefaultSIWX() })
 */
export class DefaultSIWX implements SiwxConfig {
  readonly #client: SiwxClient
  readonly signOutOnDisconnect: boolean

  constructor(options: DefaultSIWXOptions = {}) {
    this.#client = createLocalSiwx({
      required: options.required ?? false,
      ...(options.statement ? { statement: options.statement } : {}),
      ...(options.storage ? { storage: options.storage } : {}),
    })
    this.signOutOnDisconnect = this.#client.signOutOnDisconnect
  }

  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SiwxMessage> {
    return this.#client.createMessage(input)
  }

  addSession(session: SiwxSession): Promise<void> {
    return this.#client.addSession(session)
  }

  revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
    return this.#client.revokeSession(chainId, address)
  }

  setSessions(sessions: readonly SiwxSession[]): Promise<void> {
    return this.#client.setSessions(sessions)
  }

  getSessions(chainId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]> {
    return this.#client.getSessions(chainId, address)
  }

  getRequired(): boolean {
    return this.#client.getRequired()
  }
}
