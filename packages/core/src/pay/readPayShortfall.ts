import { formatUnits } from '@portico/common'
import type { ChainAdapter } from '../types/ChainAdapter'
import type { PayInsufficientBalance } from './PayClient'
import type { PayContext, PaySession } from './PayContext'
import { readPayBalance } from './readPayBalance'

/**
 * What the connected account lacks to pay `units` (a native payment's network fee counted in,
 * its reference in the send's data priced too); undefined when it can pay or its balance could
 * not be read (the wallet refuses a payment it cannot cover, so an unreadable balance is no
 * reason to refuse first).
 * @example
 * const short = await readPayShortfall(ctx, s, { adapter, address, units })
 * if (short) ctx.set({ insufficientBalance: short })
 */
export async function readPayShortfall(
  ctx: PayContext,
  s: PaySession,
  { adapter, address, units }: { adapter: ChainAdapter; address: string; units: bigint },
): Promise<PayInsufficientBalance | undefined> {
  const { caipNetwork, paymentAsset, recipient } = s.valid
  const balance = await readPayBalance({
    adapter,
    caipNetwork,
    address,
    paymentAsset,
    fetch: ctx.settings.rpcFetch,
  }).catch((error: unknown) => {
    ctx.portico.options.logger.warn('Portico: the balance before paying could not be read', error)
    return undefined
  })
  if (balance === undefined) return undefined
  const reference = ctx.store.getState().payment?.reference
  const fee =
    paymentAsset.asset === 'native' && balance >= units
      ? await adapter
          .estimateFee({
            caipNetwork,
            from: address,
            to: recipient,
            value: units,
            ...(caipNetwork.chainNamespace === 'eip155' &&
              reference?.startsWith('0x') && { data: reference as `0x${string}` }),
          })
          .then(
            (estimate) => estimate.fee,
            () => 0n,
          )
      : 0n
  if (balance >= units + fee) return undefined
  const { decimals, symbol } = paymentAsset.metadata
  return {
    balance: formatUnits(balance, decimals),
    required: formatUnits(units + fee, decimals),
    symbol,
  }
}
