import type { Wallet, WalletAccount } from '@wallet-standard/base'

/** `standard:connect`: asks for accounts (`silent` never prompts). */
export type ConnectFeature = {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>
}
/** `standard:disconnect`. */
export type DisconnectFeature = { disconnect(): Promise<void> }
/** `standard:events`: `change` with the new accounts, chains or features. */
export type EventsFeature = {
  on(
    event: 'change',
    listener: (properties: {
      accounts?: readonly WalletAccount[]
      chains?: readonly string[]
    }) => void,
  ): () => void
}
/** `solana:signMessage`. */
export type SignMessageFeature = {
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
}
/** `solana:signTransaction`: wire transactions in, signed wire transactions out. */
export type SignTransactionFeature = {
  signTransaction(
    ...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: string }[]
  ): Promise<readonly { signedTransaction: Uint8Array }[]>
}
/** `solana:signAndSendTransaction`: the wallet sends; resolves the signatures. */
export type SignAndSendTransactionFeature = {
  signAndSendTransaction(
    ...inputs: {
      account: WalletAccount
      transaction: Uint8Array
      chain: string
      options?: { skipPreflight?: boolean; commitment?: string }
    }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}

/**
 * A wallet-standard feature of `wallet` by name, or undefined when the wallet lacks it.
 * @example
 * const connect = walletFeature<ConnectFeature>(wallet, 'standard:connect')
 */
export function walletFeature<T>(wallet: Wallet, name: string): T | undefined {
  return (wallet.features as Record<string, unknown>)[name] as T | undefined
}

/**
 * Whether `wallet` is a Solana wallet Portico can use: it has Solana chains, connects, and
 * signs transactions one way or the other.
 * @example
 * getWallets().get().filter(isSolanaWallet)
 */
export function isSolanaWallet(wallet: Wallet): boolean {
  const features = Object.keys(wallet.features)
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    features.includes('standard:connect') &&
    (features.includes('solana:signAndSendTransaction') ||
      features.includes('solana:signTransaction'))
  )
}

/**
 * The wallet's Solana accounts (wallets may expose others too).
 * @example
 * solanaAccounts(wallet.accounts)[0]?.address
 */
export function solanaAccounts(accounts: readonly WalletAccount[]): readonly WalletAccount[] {
  return accounts.filter((account) => account.chains.some((chain) => chain.startsWith('solana:')))
}
