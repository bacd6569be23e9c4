import { base64 } from '@scure/base'
import type { BitcoinState } from '../internal/bitcoinState'
import { connectedSession } from '../internal/connectedSession'
import { signingOf } from '../internal/signingOf'
import { signWithWallet } from '../signWithWallet'

/**
 * Parameters of {@link signPsbt}: the PSBT (base64), the input indexes each address signs, and
 * whether to send the finalized transaction.
 * @example
 * const p: SignPsbtParameters = { psbt, signInputs: { 'bc1q…': [0] }, broadcast: true }
 */
export type SignPsbtParameters = {
  psbt: string
  signInputs: Record<string, readonly number[]>
  broadcast?: boolean
  connectorId?: string
}

/**
 * Has the connected wallet sign a PSBT; with `broadcast`, the finalized transaction is sent and
 * its txid returned alongside the signed PSBT (base64).
 * @example
 * const { psbt, txid } = await signPsbt(state, { psbt, signInputs, broadcast: true })
 */
export async function signPsbt(
  state: Pick<BitcoinState, 'session' | 'parameters' | 'context'>,
  parameters: SignPsbtParameters,
): Promise<{ psbt: string; txid?: string }> {
  const signed = await signWithWallet({
    ...signingOf(state, connectedSession(state)),
    psbt: base64.decode(parameters.psbt),
    signInputs: parameters.signInputs,
    send: parameters.broadcast ?? false,
  })
  return { psbt: base64.encode(signed.psbt), ...(signed.txid ? { txid: signed.txid } : {}) }
}
