import { parseUnits, UserRejectedRequestError } from '@portico/common'
import { getErrorMessage } from '../utils/getErrorMessage'
import { applyPaymentRecord } from './applyPaymentRecord'
import { attachPaymentTransaction } from './attachPaymentTransaction'
import { followPaymentRecord } from './followPaymentRecord'
import { openSession, type PayContext } from './PayContext'
import { PayError } from './PayError'
import { readPayShortfall } from './readPayShortfall'
import { recordToPay } from './recordToPay'
import { sendPayment } from './sendPayment'

/**
 * Pays the open payment from the connected wallet: asks to connect when none is, switches the
 * wallet's network, refuses a balance that falls short (with what it lacks), sends with the
 * record's reference and follows the record until it is on chain. A failure shows as the
 * store's error, the payment stays open for another try.
 * @example
 * await payFromWallet(ctx)
 */
export async function payFromWallet(ctx: PayContext): Promise<void> {
  const s = openSession(ctx)
  if (!s) return
  const { portico, set } = ctx
  const { caipNetwork, paymentAsset, recipient, amount } = s.valid
  const namespace = caipNetwork.chainNamespace
  const connected = portico.stores.connection.getState().status[namespace] === 'connected'
  const address = portico.stores.account.getState().accounts[namespace]?.address
  if (!connected || !address) {
    portico.push({ view: 'Connect' })
    return
  }
  s.following?.abort()
  set({
    currentPayment: { type: 'wallet', status: 'IN_PROGRESS' },
    error: null,
    insufficientBalance: undefined,
    walletStep: 'checking',
  })
  ctx.emit({
    event: 'PAY_INITIATED',
    properties: { paymentId: s.paymentId, method: 'wallet', network: paymentAsset.network },
  })
  try {
    const current = portico.stores.chain.getState().networks[namespace]?.caipNetwork
    if (current?.caipNetworkId !== caipNetwork.caipNetworkId) {
      set({ walletStep: 'switching' })
      await portico.switchNetwork(caipNetwork)
      set({ walletStep: 'checking' })
    }
    const units = parseUnits(amount, paymentAsset.metadata.decimals)
    const adapter = portico.getAdapter(namespace)
    if (!adapter) throw new PayError('INVALID_CHAIN_NAMESPACE')
    const shortfall = await readPayShortfall(ctx, s, { adapter, address, units })
    if (s.ended) return
    if (shortfall) {
      set({ walletStep: 'idle', currentPayment: undefined, insufficientBalance: shortfall })
      return
    }
    const payable = await recordToPay(ctx, s)
    if (!payable || s.ended) return
    set({ walletStep: 'approving' })
    const hash = await sendPayment(portico, {
      caipNetwork,
      from: address,
      recipient,
      paymentAsset,
      units,
      ...(payable.reference && { reference: payable.reference }),
    })
    if (s.ended) return
    set({ walletStep: 'confirming' })
    ctx.setCurrent({ result: hash })
    const record = await attachPaymentTransaction(ctx, s, hash)
    applyPaymentRecord(ctx, s, record)
    if (!s.ended) followPaymentRecord(ctx, s)
  } catch (error) {
    if (s.ended) return
    const rejected =
      error instanceof UserRejectedRequestError ||
      (error as { code?: unknown } | null)?.code === UserRejectedRequestError.code
    set({
      walletStep: 'idle',
      currentPayment: undefined,
      error: rejected
        ? new UserRejectedRequestError().shortMessage
        : error instanceof PayError
          ? error.shortMessage
          : getErrorMessage(error),
    })
  }
}
