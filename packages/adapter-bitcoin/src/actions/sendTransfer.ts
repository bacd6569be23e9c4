import type { AdapterTransaction } from '@portico/core'
import { TransferNotBroadcastError } from '../errors/wallet'
import type { BitcoinState } from '../internal/bitcoinState'
import { signingOf } from '../internal/signingOf'
import { signWithWallet } from '../signWithWallet'
import { prepareTransfer } from './prepareTransfer'

/**
 * Sends `value` satoshis from the connected wallet's `from` to `to`: builds the PSBT, has the
 * wallet sign (and send, when it can) and broadcasts; resolves the txid.
 * @example
 * const txid = await sendTransfer(state, { caipNetwork, from, to, value: 10_000n })
 */
export async function sendTransfer(
  state: Pick<BitcoinState, 'session' | 'parameters' | 'params' | 'context'>,
  tx: Pick<AdapterTransaction, 'caipNetwork' | 'from' | 'to' | 'value'>,
): Promise<string> {
  const { session, built } = await prepareTransfer(state, tx)
  const sent = await signWithWallet({
    ...signingOf(state, session),
    psbt: built.psbt,
    signInputs: { [tx.from]: built.signingIndexes },
    send: true,
  })
  if (!sent.txid) throw new TransferNotBroadcastError()
  return sent.txid
}
