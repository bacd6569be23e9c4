import type { CaipNetworkId, SiwxMessageData } from '@portico/common'

/**
 * A message ready to sign: its fields and the exact text.
 * @example
 * const m: SiwxMessage = { data, message: 'example.com wants you to sign in…' }
 */
export type SiwxMessage = {
  data: SiwxMessageData
  message: string
}

/**
 * A signed-in session (spec §3 SIWX session).
 * @example
 * await siwx.addSession({ data, message, signature: '0x…' })
 */
export type SiwxSession = SiwxMessage & {
  signature: string
  /** CAIP-74 object capability, when the wallet produced one (WalletConnect one-click auth). */
  cacao?: unknown
}

/**
 * Sign-in with any chain (CAIP-122). `@portico/siwx` ships implementations; any object of this
 * shape works. When set, core opens SIWXSignMessage after a connection that has no session.
 * @example
 * createPortico({ networks, siwx: createDefaultSiwx() })
 */
export type SiwxConfig = {
  /** Build the message for an account on a network (nonce, domain, times included). */
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SiwxMessage>
  /** Verify and keep a signed session; throws when the signature is invalid. */
  addSession(session: SiwxSession): Promise<void>
  /** Forget the sessions of an account on a network. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replace every kept session. */
  setSessions(sessions: readonly SiwxSession[]): Promise<void>
  /** Valid sessions of an account on a network. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]>
  /** When true, declining to sign disconnects and the modal cannot be closed on the sign view. */
  getRequired?(): boolean
  /** Revoke the session on disconnect (default true). */
  signOutOnDisconnect?: boolean
}

/**
 * The legacy EIP-4361-only configuration. Cannot be combined with `siwx`; `@portico/siwx` turns
 * it into a {@link SiwxConfig}.
 * @example
 * createPortico({ networks, siweConfig: { getNonce, createMessage, verifyMessage, getSession, signOut } })
 */
export type SiweConfig = {
  getNonce(address?: string): Promise<string>
  createMessage(args: SiwxMessageData): string
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>
  getSession(): Promise<{ address: string; chainId: number } | null>
  signOut(): Promise<boolean>
  onSignIn?(session?: { address: string; chainId: number }): void
  onSignOut?(): void
  signOutOnDisconnect?: boolean
}
