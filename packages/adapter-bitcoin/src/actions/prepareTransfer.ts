import type { AdapterTransaction } from '@portico/core'
import { buildTransferPsbt } from '../buildTransferPsbt'
import { WalletAccountNotFoundError } from '../errors/wallet'
import type { BitcoinSession, BitcoinState } from '../internal/bitcoinState'
import { connectedSession } from '../internal/connectedSession'
import { esploraOf } from '../internal/esploraOf'
import { networkParamsOf } from '../internal/networkParamsOf'

/**
 * The unsigned PSBT of a transfer from one of the session's accounts: its UTXOs and the fee rate
 * from the network's Esplora API. `from` must be an account of the connected wallet.
 * @example
 * const { session, built } = await prepareTransfer(state, { caipNetwork, from, to, value: 10_000n })
 */
export async function prepareTransfer(
  state: Pick<BitcoinState, 'session' | 'parameters' | 'context' | 'params'>,
  tx: Pick<AdapterTransaction, 'caipNetwork' | 'from' | 'to' | 'value'>,
): Promise<{ session: BitcoinSession; built: ReturnType<typeof buildTransferPsbt> }> {
  const session = connectedSession(state)
  const sender = session.accounts.find((candidate) => candidate.address === tx.from)
  if (!sender) throw new WalletAccountNotFoundError(tx.from)
  const esplora = esploraOf(state, tx.caipNetwork)
  const [utxos, feeRate] = await Promise.all([esplora.utxos(tx.from), esplora.feeRate()])
  const built = buildTransferPsbt({
    from: tx.from,
    publicKey: Uint8Array.from(sender.account.publicKey),
    to: tx.to,
    amount: tx.value,
    utxos,
    feeRate,
    params: networkParamsOf(state, tx.caipNetwork),
  })
  return { session, built }
}
