import { BaseError } from '@portico/common'
import { type AdapterTransaction, toQuantity, toRpcTransaction } from '@portico/core'
import type { Eip1193Provider } from '../discovery/announcedProvider'
import { toPorticoError } from '../errors/toPorticoError'
import { assertWalletOnNetwork } from './assertWalletOnNetwork'

/**
 * Sends a native transfer or contract call with the wallet's `eth_sendTransaction` and resolves
 * the hash it answers. Refuses before asking when the wallet is on another chain than
 * `caipNetwork`, and names the chain in the request so a wallet that switched meanwhile refuses
 * too. The wallet fills in gas and fees it is not given. Failures are Portico errors.
 * @example
 * const hash = await sendWalletTransaction(provider, { caipNetwork, from, to, value: 10n ** 18n })
 */
export async function sendWalletTransaction(
  provider: Eip1193Provider,
  tx: AdapterTransaction,
): Promise<`0x${string}`> {
  let hash: unknown
  try {
    await assertWalletOnNetwork(provider, tx.caipNetwork)
    hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ ...toRpcTransaction(tx), chainId: toQuantity(BigInt(tx.caipNetwork.id)) }],
    })
  } catch (error) {
    throw toPorticoError(error)
  }
  if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) {
    throw new BaseError('The wallet answered with something other than a transaction hash')
  }
  return hash as `0x${string}`
}
