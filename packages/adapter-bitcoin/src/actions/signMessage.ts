import { RpcCallNotAllowedError } from '@portico/common'
import { base64 } from '@scure/base'
import { BITCOIN_SIGN_MESSAGE, type BitcoinSignMessageFeature } from '../bitcoinFeatures'
import { WalletAccountNotFoundError, WalletSignedNothingError } from '../errors/wallet'
import type { BitcoinState } from '../internal/bitcoinState'
import { connectedSession } from '../internal/connectedSession'
import { walletFeature } from '../internal/walletFeature'
import { toBitcoinError } from '../toBitcoinError'

/**
 * Has the connected wallet sign `message` with `address` (BIP-322); resolves the signature,
 * base64. Wallet errors come back in Portico's shapes (toBitcoinError).
 * @example
 * const signature = await signMessage(state, { message: 'Hello', address: 'bc1q…' })
 */
export async function signMessage(
  state: Pick<BitcoinState, 'session'>,
  parameters: { message: string; address: string },
): Promise<string> {
  const { message, address } = parameters
  const current = connectedSession(state)
  const found = current.accounts.find((candidate) => candidate.address === address)
  if (!found) throw new WalletAccountNotFoundError(address)
  const signer = walletFeature<BitcoinSignMessageFeature>(current.wallet, BITCOIN_SIGN_MESSAGE)
  if (!signer) throw new RpcCallNotAllowedError({ metaMessages: [BITCOIN_SIGN_MESSAGE] })
  try {
    const [signed] = await signer.signMessage({
      account: found.account,
      message: new TextEncoder().encode(message),
    })
    if (!signed) throw new WalletSignedNothingError()
    return base64.encode(signed.signature)
  } catch (error) {
    throw toBitcoinError(error)
  }
}
