import type { CaipNetwork, ChainNamespace } from '@portico/common'
import { encodeErc20Transfer } from '../evm/encodeErc20Transfer'
import type { ChainAdapter } from '../types/ChainAdapter'
import type { Portico } from '../types/Portico'
import type { PaymentAsset } from './PaymentAsset'

/** A payment reference's 16 bytes as hex without 0x; '' for none or anything else. */
function referenceBytes(reference: string | undefined): string {
  return reference && /^0x[0-9a-fA-F]{32}$/.test(reference) ? reference.slice(2).toLowerCase() : ''
}

/**
 * Whether the namespace's connection goes through the embedded wallet (an AUTH connector),
 * whose frame asks the visitor in the ApproveTransaction view.
 */
function isEmbeddedConnection(portico: Portico, namespace: ChainNamespace): boolean {
  const { connectors, activeConnectorIds } = portico.stores.connectors.getState()
  const id = activeConnectorIds[namespace]
  return connectors.some((c) => c.chain === namespace && c.id === id && c.type === 'AUTH')
}

/**
 * An SPL transfer through the Solana adapter. The embedded wallet asks in its frame, which only
 * ApproveTransaction shows: it opens over the Pay view and the flow comes back to it whatever
 * the outcome, as `portico.sendTransaction` does for the other payments.
 */
async function sendSplToken(
  portico: Portico,
  adapter: ChainAdapter,
  params: { caipNetwork: CaipNetwork; from: string; to: string; mint: string; units: bigint },
): Promise<string> {
  if (!adapter.sendToken) throw new Error('The Solana adapter cannot send tokens')
  const connectorId = portico.stores.connectors.getState().activeConnectorIds.solana
  const embedded = isEmbeddedConnection(portico, 'solana')
  if (embedded) {
    portico.pushTransaction({ onSuccess: () => portico.goBack() })
    portico.push({ view: 'ApproveTransaction', kind: 'transaction' })
  }
  try {
    const hash = await adapter.sendToken({
      caipNetwork: params.caipNetwork,
      from: params.from,
      to: params.to,
      tokenAddress: params.mint,
      amount: params.units,
      ...(connectorId && { connectorId }),
    })
    if (embedded) portico.finishTransaction('success')
    return hash
  } catch (error) {
    if (embedded) portico.finishTransaction('error')
    throw error
  }
}

/**
 * Send a payment from the connected account of its namespace, on its network (already
 * switched to): EVM native as a plain transfer, ERC-20 as `transfer(recipient, units)` call data
 * (tokens whose `transfer` returns nothing, like USDT, take the same call; nothing decodes an
 * answer), Solana SOL as a transfer and SPL through the adapter's token transfer (which makes
 * the recipient's token account when needed). Injected, WalletConnect and embedded wallets alike:
 * the embedded wallet's approval view opens over the Pay view. Resolves the hash or signature.
 * On EVM the payment's `reference` (16 bytes, hex, from the gateway's record) rides along: after
 * the `transfer` call data (ERC-20 contracts ignore trailing bytes) or as a native send's data.
 * The gateway and the site's server count the transaction only for the payment it carries, so
 * a copied hash pays no one else's payment. Solana payments carry none (the gateway's README, Pay, says which
 * payments are unbound).
 * @example
 * const hash = await sendPayment(portico, { caipNetwork, from, recipient, paymentAsset: baseUSDC, units: 12_500_000n, reference: record.reference })
 */
export async function sendPayment(
  portico: Portico,
  params: {
    caipNetwork: CaipNetwork
    from: string
    recipient: string
    paymentAsset: PaymentAsset
    units: bigint
    reference?: string
  },
): Promise<string> {
  const { caipNetwork, recipient, paymentAsset, units } = params
  const namespace = caipNetwork.chainNamespace
  const reference = namespace === 'eip155' ? referenceBytes(params.reference) : ''
  if (paymentAsset.asset === 'native') {
    return portico.sendTransaction({
      to: recipient,
      value: units,
      namespace,
      ...(reference && { data: `0x${reference}` as const }),
    })
  }
  if (namespace === 'eip155') {
    return portico.sendTransaction({
      to: paymentAsset.asset,
      value: 0n,
      data: `${encodeErc20Transfer(recipient, units)}${reference}`,
      namespace,
    })
  }
  const adapter = portico.getAdapter('solana')
  if (!adapter) throw new Error('No Solana adapter')
  return sendSplToken(portico, adapter, {
    caipNetwork,
    from: params.from,
    to: recipient,
    mint: paymentAsset.asset,
    units,
  })
}
