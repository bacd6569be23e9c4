import { RpcCallNotAllowedError, TransactionRefusedError } from '@portico/common'
import { Transaction } from '@scure/btc-signer'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  BITCOIN_SIGN_AND_SEND_TRANSACTION,
  BITCOIN_SIGN_TRANSACTION,
  type BitcoinSignAndSendTransactionFeature,
  type BitcoinSignTransactionFeature,
} from './bitcoinFeatures'
import {
  WalletAccountNotFoundError,
  WalletSentNothingError,
  WalletSignedNothingError,
} from './errors/wallet'
import { refusalReason, toBitcoinError } from './toBitcoinError'

/**
 * Has a wallet sign a PSBT: `signInputs` maps addresses of `accounts` to the input indexes they
 * sign. With `send`, the wallet sends it itself when it can (`bitcoin:signAndSendTransaction`);
 * otherwise it signs (`bitcoin:signTransaction`) and `broadcast` sends the finalized transaction.
 * Wallet errors come back in Portico's shapes.
 * @example
 * const { txid } = await signWithWallet({ wallet, accounts, chain, psbt, signInputs, send: true, broadcast })
 */
export async function signWithWallet(parameters: {
  wallet: Wallet
  accounts: readonly { address: string; account: WalletAccount }[]
  /** The wallet's chain identifier of the network. */
  chain: string
  psbt: Uint8Array
  signInputs: Record<string, readonly number[]>
  send: boolean
  broadcast: (hex: string) => Promise<string>
}): Promise<{ psbt: Uint8Array; txid?: string }> {
  const { wallet, psbt, chain, send } = parameters
  const inputsToSign = Object.entries(parameters.signInputs).map(([address, signingIndexes]) => {
    const found = parameters.accounts.find((candidate) => candidate.address === address)
    if (!found) throw new WalletAccountNotFoundError(address)
    return { account: found.account, signingIndexes }
  })
  const features = wallet.features as Record<string, unknown>
  const signAndSend = features[BITCOIN_SIGN_AND_SEND_TRANSACTION] as
    | BitcoinSignAndSendTransactionFeature
    | undefined
  const signer = features[BITCOIN_SIGN_TRANSACTION] as BitcoinSignTransactionFeature | undefined
  let signedPsbt: Uint8Array
  try {
    if (send && signAndSend) {
      const [sent] = await signAndSend.signAndSendTransaction({ psbt, inputsToSign, chain })
      if (!sent) throw new WalletSentNothingError()
      return { psbt, txid: sent.txId }
    }
    if (!signer) throw new RpcCallNotAllowedError({ metaMessages: [BITCOIN_SIGN_TRANSACTION] })
    const [signed] = await signer.signTransaction({ psbt, inputsToSign, chain })
    if (!signed) throw new WalletSignedNothingError()
    signedPsbt = signed.signedPsbt
  } catch (error) {
    throw toBitcoinError(error)
  }
  if (!send) return { psbt: signedPsbt }
  const tx = Transaction.fromPSBT(signedPsbt)
  tx.finalize()
  // The wallet has signed: a failure from here on is the network's, never a decline.
  try {
    return { psbt: signedPsbt, txid: await parameters.broadcast(tx.hex) }
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error)
    throw new TransactionRefusedError(refusalReason(text), { cause: error })
  }
}
