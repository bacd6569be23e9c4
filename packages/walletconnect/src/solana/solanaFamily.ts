import { encodeBase58, formatUnits, isSolanaAddress } from '@portico/common'
import { z } from '@portico/common/zod'
import { requestNetworkRpc } from '@portico/core'
import type { WalletConnectFamily } from '../eip155/WalletConnectFamily'
import { NoSignedTransactionError } from '../errors/NoSignedTransactionError'
import { NotSolanaAddressError } from '../errors/NotSolanaAddressError'
import { readProviderSession } from '../session/readProviderSession'

/** A base58 ed25519 signature: 64 bytes, 87 or 88 characters. */
const signatureSchema = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
const signMessageResult = z.object({ signature: signatureSchema })
const signAndSendResult = z.object({ signature: signatureSchema })
const signTransactionResult = z.object({
  signature: signatureSchema.optional(),
  transaction: z.string().min(1).optional(),
})
const balanceResult = z.object({ value: z.number().int().nonnegative() })

function requireAddress(value: string, what: string): string {
  if (!isSolanaAddress(value)) throw new NotSolanaAddressError(what, value)
  return value
}

/**
 * Solana over WalletConnect, in WalletConnect's payload shapes (base58 messages and signatures,
 * base64 transactions): solana_signMessage of the UTF-8 message; the SOL balance from the
 * network's RPC; and the signing of transactions the Solana adapter builds (SOL and SPL token
 * transfers, through its `sendWithSigner`): solana_signAndSendTransaction when the wallet
 * approved it, otherwise solana_signTransaction and the signed transaction sent through the
 * network's own RPC. Builds nothing itself, so this package needs no `@solana/kit`; fees come
 * from the Solana adapter too.
 * @example
 * const signature = await solanaFamily.signMessage(connector, { message: 'hello', address })
 */
export const solanaFamily: WalletConnectFamily = {
  async signMessage(connector, { message, address }) {
    const result = await connector.request({
      method: 'solana_signMessage',
      params: { message: encodeBase58(new TextEncoder().encode(message)), pubkey: address },
      namespace: 'solana',
    })
    return signMessageResult.parse(result).signature
  },
  async signAndSend(connector, { caipNetwork, transaction }) {
    const methods = readProviderSession(connector.getProvider(), 'solana')?.methods ?? []
    const request = (method: string) =>
      connector.request({
        method,
        params: { transaction },
        namespace: 'solana',
        caipNetworkId: caipNetwork.caipNetworkId,
      })
    if (methods.includes('solana_signAndSendTransaction')) {
      return signAndSendResult.parse(await request('solana_signAndSendTransaction')).signature
    }
    const signed = signTransactionResult.parse(await request('solana_signTransaction'))
    // Without the signed transaction back there is nothing to send.
    if (!signed.transaction) throw new NoSignedTransactionError()
    const sent = await requestNetworkRpc(caipNetwork, 'sendTransaction', [
      signed.transaction,
      { encoding: 'base64' },
    ])
    return signatureSchema.parse(sent)
  },
  async getBalance({ address, caipNetwork }) {
    const { value } = balanceResult.parse(
      await requestNetworkRpc(caipNetwork, 'getBalance', [requireAddress(address, 'The account')]),
    )
    const { decimals, symbol } = caipNetwork.nativeCurrency
    return { balance: formatUnits(BigInt(value), decimals), symbol }
  },
}
