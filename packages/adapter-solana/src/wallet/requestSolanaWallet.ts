import { type CaipNetwork, NetworkNotFoundError, RpcCallNotAllowedError } from '@portico/common'
import { z } from '@portico/common/zod-mini'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { SolanaActions } from '../actions/solanaActions'
import {
  WalletFeatureUnsupportedError,
  WalletReturnedNoSignatureError,
  WalletReturnedNoTransactionError,
} from '../errors/wallet'
import { signWithWallet } from './signWithWallet'
import {
  type SignMessageFeature,
  type SignTransactionFeature,
  walletFeature,
} from './solanaWalletFeatures'
import { walletChainOf } from './walletChainOf'

const signMessageParams = z.object({
  message: z.string().check(z.minLength(1)),
  pubkey: z.optional(z.string()),
})
const signTransactionParams = z.object({ transaction: z.string().check(z.minLength(1)) })
const signAllParams = z.object({
  transactions: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
})

/**
 * The solana_* RPC methods of spec §7 (WalletConnect's shapes: base58 messages and signatures,
 * base64 transactions) on a wallet-standard wallet: solana_signMessage, solana_signTransaction,
 * solana_signAllTransactions, solana_signAndSendTransaction.
 *
 * @example
 * await requestSolanaWallet(actions, wallet, account, { method: 'solana_signMessage', params: { message, pubkey } })
 */
export async function requestSolanaWallet(
  actions: SolanaActions,
  wallet: Wallet,
  account: WalletAccount,
  request: { method: string; params?: unknown; network?: CaipNetwork; rpcUrl?: string },
): Promise<unknown> {
  const feature = <T>(name: string) => {
    const found = walletFeature<T>(wallet, name)
    if (!found) throw new WalletFeatureUnsupportedError({ wallet: wallet.name, feature: name })
    return found
  }
  const chain = request.network ? walletChainOf(request.network) : undefined
  const signAll = async (transactions: readonly string[]) => {
    const signed = await feature<SignTransactionFeature>('solana:signTransaction').signTransaction(
      ...transactions.map((text) => ({
        account,
        transaction: actions.fromBase64(text),
        ...(chain ? { chain } : {}),
      })),
    )
    return signed.map((item) => item.signedTransaction)
  }
  switch (request.method) {
    case 'solana_signMessage': {
      const { message } = signMessageParams.parse(request.params)
      const [result] = await feature<SignMessageFeature>('solana:signMessage').signMessage({
        account,
        message: actions.fromBase58(message),
      })
      if (!(result?.signature instanceof Uint8Array)) throw new WalletReturnedNoSignatureError()
      return { signature: actions.base58(result.signature) }
    }
    case 'solana_signTransaction': {
      const { transaction } = signTransactionParams.parse(request.params)
      const [signed] = await signAll([transaction])
      if (!signed) throw new WalletReturnedNoTransactionError()
      return { signature: actions.firstSignature(signed), transaction: actions.base64(signed) }
    }
    case 'solana_signAllTransactions': {
      const { transactions } = signAllParams.parse(request.params)
      return { transactions: (await signAll(transactions)).map((signed) => actions.base64(signed)) }
    }
    case 'solana_signAndSendTransaction': {
      const { transaction } = signTransactionParams.parse(request.params)
      if (!request.network || !request.rpcUrl)
        throw new NetworkNotFoundError({ metaMessages: ['No Solana network to send on'] })
      const signature = await signWithWallet(actions, {
        wallet,
        account,
        wire: actions.fromBase64(transaction),
        network: request.network,
        rpcUrl: request.rpcUrl,
      })
      return { signature }
    }
    default:
      throw new RpcCallNotAllowedError({ metaMessages: [`Method: ${request.method}`] })
  }
}
