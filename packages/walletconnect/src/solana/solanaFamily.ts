import {
  BaseError,
  type CaipNetwork,
  encodeBase58,
  formatUnits,
  isSolanaAddress,
  NoRpcUrlError,
} from '@portico/common'
import { z } from '@portico/common/zod'
import type { WalletConnectConnector } from '../connector/WalletConnectConnector'
import type { WalletConnectFamily } from '../eip155/WalletConnectFamily'
import { requestRpc } from '../rpc/requestRpc'
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

// The builders live in @portico/adapter-solana; loaded with the first Solana send or fee, so an
// EVM-only page never fetches @solana/kit.
const loadActions = () =>
  import('@portico/adapter-solana/actions').then((module) => module.solanaActions)

function rpcUrlOf(network: CaipNetwork): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new NoRpcUrlError({ metaMessages: [`Chain: ${network.caipNetworkId}`] })
  return url
}

/**
 * Has the wallet sign an unsigned wire transaction and gets it onto `network`; resolves its
 * base58 signature once confirmed. solana_signAndSendTransaction when the wallet approved it;
 * otherwise solana_signTransaction and the app sends the signed transaction through the
 * network's own RPC.
 */
async function signAndSend(
  connector: WalletConnectConnector,
  network: CaipNetwork,
  wire: Uint8Array,
): Promise<string> {
  const actions = await loadActions()
  const rpcUrl = rpcUrlOf(network)
  const transaction = actions.base64(wire)
  const methods = readProviderSession(connector.getProvider(), 'solana')?.methods ?? []
  let signature: string
  if (methods.includes('solana_signAndSendTransaction')) {
    const result = await connector.request({
      method: 'solana_signAndSendTransaction',
      params: { transaction },
      namespace: 'solana',
      caipNetworkId: network.caipNetworkId,
    })
    signature = signAndSendResult.parse(result).signature
  } else {
    const result = signTransactionResult.parse(
      await connector.request({
        method: 'solana_signTransaction',
        params: { transaction },
        namespace: 'solana',
        caipNetworkId: network.caipNetworkId,
      }),
    )
    // Without the signed transaction back there is nothing to send.
    if (!result.transaction) throw new BaseError('The wallet returned no signed transaction')
    signature = await actions.sendWire(rpcUrl, actions.fromBase64(result.transaction))
  }
  await actions.waitForSignature(rpcUrl, signature)
  return signature
}

function requireAddress(value: string, what: string): string {
  if (!isSolanaAddress(value)) throw new BaseError(`${what} is not a Solana address: ${value}`)
  return value
}

/**
 * Solana over WalletConnect, in WalletConnect's payload shapes (base58 messages and signatures,
 * base64 transactions): solana_signMessage of the UTF-8 message, SOL and SPL token transfers
 * built with `@solana/kit` (the receiver's token account created when missing) and signed by
 * the wallet, the SOL balance from the network's RPC, the fee from the cluster's
 * getFeeForMessage.
 * @example
 * const signature = await solanaFamily.sendTransaction(connector, { caipNetwork, from, to, value: 1_000_000n })
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
  async sendTransaction(connector, tx) {
    const actions = await loadActions()
    const built = await actions.buildSolTransfer(rpcUrlOf(tx.caipNetwork), {
      from: requireAddress(tx.from, 'The sender'),
      to: requireAddress(tx.to, 'The receiver'),
      lamports: tx.value,
    })
    return signAndSend(connector, tx.caipNetwork, built.wire)
  },
  async sendToken(connector, { caipNetwork, from, to, tokenAddress, amount }) {
    const actions = await loadActions()
    const built = await actions.buildTokenTransfer(rpcUrlOf(caipNetwork), {
      from: requireAddress(from, 'The sender'),
      to: requireAddress(to, 'The receiver'),
      mint: requireAddress(tokenAddress, 'The token'),
      amount,
    })
    return signAndSend(connector, caipNetwork, built.wire)
  },
  async getBalance({ address, caipNetwork }) {
    const { value } = balanceResult.parse(
      await requestRpc(caipNetwork, 'getBalance', [requireAddress(address, 'The account')]),
    )
    const { decimals, symbol } = caipNetwork.nativeCurrency
    return { balance: formatUnits(BigInt(value), decimals), symbol }
  },
  async estimateFee(tx) {
    const actions = await loadActions()
    const fee = await actions.solTransferFee(rpcUrlOf(tx.caipNetwork), {
      from: requireAddress(tx.from, 'The sender'),
      to: requireAddress(tx.to, 'The receiver'),
      lamports: tx.value,
    })
    return { fee }
  },
  async estimateTokenFee({ caipNetwork, from, to, tokenAddress, amount }) {
    const actions = await loadActions()
    const fee = await actions.tokenTransferCost(rpcUrlOf(caipNetwork), {
      from: requireAddress(from, 'The sender'),
      to: requireAddress(to, 'The receiver'),
      mint: requireAddress(tokenAddress, 'The token'),
      amount,
    })
    return { fee }
  },
}
