import type { CaipNetwork } from '@portico/common'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { SolanaActions } from '../actions/solanaActions'
import {
  WalletCannotSignTransactionsError,
  WalletReturnedNoSignatureError,
  WalletReturnedNoTransactionError,
} from '../errors/wallet'
import {
  type SignAndSendTransactionFeature,
  type SignTransactionFeature,
  walletFeature,
} from './solanaWalletFeatures'
import { walletChainOf } from './walletChainOf'

/**
 * Has the wallet sign an unsigned wire transaction and gets it to the network; resolves its
 * signature (base58). With `solana:signTransaction` the app sends it through the network's own
 * RPC, so it lands on the cluster the app shows even when the wallet knows no such cluster
 * (a local chain); wallets with only `solana:signAndSendTransaction` send it themselves.
 *
 * @example
 * const signature = await signWithWallet(actions, { wallet, account, wire, network, rpcUrl })
 */
export async function signWithWallet(
  actions: SolanaActions,
  p: {
    wallet: Wallet
    account: WalletAccount
    wire: Uint8Array
    network: CaipNetwork
    rpcUrl: string
  },
): Promise<string> {
  const chain = walletChainOf(p.network)
  const sign = walletFeature<SignTransactionFeature>(p.wallet, 'solana:signTransaction')
  if (sign) {
    const [signed] = await sign.signTransaction({ account: p.account, transaction: p.wire, chain })
    if (!(signed?.signedTransaction instanceof Uint8Array)) {
      throw new WalletReturnedNoTransactionError()
    }
    return actions.sendWire(p.rpcUrl, signed.signedTransaction)
  }
  const signAndSend = walletFeature<SignAndSendTransactionFeature>(
    p.wallet,
    'solana:signAndSendTransaction',
  )
  if (!signAndSend) throw new WalletCannotSignTransactionsError(p.wallet.name)
  const [sent] = await signAndSend.signAndSendTransaction({
    account: p.account,
    transaction: p.wire,
    chain,
  })
  if (!(sent?.signature instanceof Uint8Array)) throw new WalletReturnedNoSignatureError()
  return actions.base58(sent.signature)
}
