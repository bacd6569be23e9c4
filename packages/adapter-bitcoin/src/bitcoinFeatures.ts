import type { WalletAccount } from '@wallet-standard/base'

/**
 * The Bitcoin wallet-standard features Portico uses (the names Exodus' bitcoin-wallet-standard
 * defines and Bitcoin wallets implement), typed here by their shape.
 * @example
 * if (BITCOIN_CONNECT in wallet.features) …
 */
export const BITCOIN_CONNECT = 'bitcoin:connect'
/** @example wallet.features[BITCOIN_SIGN_MESSAGE] */
export const BITCOIN_SIGN_MESSAGE = 'bitcoin:signMessage'
/** @example wallet.features[BITCOIN_SIGN_TRANSACTION] */
export const BITCOIN_SIGN_TRANSACTION = 'bitcoin:signTransaction'
/** @example wallet.features[BITCOIN_SIGN_AND_SEND_TRANSACTION] */
export const BITCOIN_SIGN_AND_SEND_TRANSACTION = 'bitcoin:signAndSendTransaction'

/**
 * An address's purpose as Bitcoin wallets name it: `payment` (spending) or `ordinals`
 * (inscriptions, usually Taproot).
 * @example
 * const purpose: BitcoinAddressPurpose = 'payment'
 */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/**
 * Which inputs of a PSBT an account signs.
 * @example
 * const input: BitcoinInputToSign = { account, signingIndexes: [0, 1] }
 */
export type BitcoinInputToSign = {
  readonly account: WalletAccount
  readonly signingIndexes: readonly number[]
}

export type BitcoinConnectFeature = {
  version: string
  connect(input?: {
    purposes?: readonly BitcoinAddressPurpose[]
  }): Promise<{ accounts: readonly WalletAccount[] }>
}
export type BitcoinSignMessageFeature = {
  version: string
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
}
export type BitcoinSignTransactionFeature = {
  version: string
  signTransaction(
    ...inputs: { psbt: Uint8Array; inputsToSign: readonly BitcoinInputToSign[]; chain?: string }[]
  ): Promise<readonly { signedPsbt: Uint8Array }[]>
}
export type BitcoinSignAndSendTransactionFeature = {
  version: string
  signAndSendTransaction(
    ...inputs: { psbt: Uint8Array; inputsToSign: readonly BitcoinInputToSign[]; chain: string }[]
  ): Promise<readonly { txId: string }[]>
}
