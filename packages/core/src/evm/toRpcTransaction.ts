import type { AdapterTransaction } from '../types/ChainAdapter'
import { toQuantity } from './toQuantity'

/**
 * The `eth_sendTransaction` (or `eth_estimateGas`) parameter for a core transaction: quantities
 * as hex, optional fields only when set.
 * @example
 * toRpcTransaction({ from: '0xf39F…', to: '0x7099…', value: 10n ** 16n })
 * // { from: '0xf39F…', to: '0x7099…', value: '0x2386f26fc10000' }
 */
export function toRpcTransaction(
  tx: Omit<AdapterTransaction, 'caipNetwork'>,
): Record<string, string> {
  return {
    from: tx.from,
    to: tx.to,
    value: toQuantity(tx.value),
    ...(tx.data && { data: tx.data }),
    ...(tx.gas !== undefined && { gas: toQuantity(tx.gas) }),
  }
}
