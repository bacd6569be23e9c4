import type { BitcoinNetworkParams } from '@portico/common'
import { Address, getAddress, OutScript, Transaction } from '@scure/btc-signer'

/**
 * An unspent output of the sender, as Esplora's `/address/:address/utxo` lists it.
 * @example
 * const utxo: SpendableUtxo = { txid: 'ab…', vout: 0, value: 5_000_000_000 }
 */
export type SpendableUtxo = { txid: string; vout: number; value: number }

/**
 * Options of {@link signTransfer}.
 * @example
 * const options: SignTransferOptions = { privateKey, params, utxos, to: 'rltc1q…', amount: 10_000n, feeRate: 2 }
 */
export type SignTransferOptions = {
  privateKey: Uint8Array
  params: BitcoinNetworkParams
  utxos: readonly SpendableUtxo[]
  to: string
  /** Satoshis to send. */
  amount: bigint
  /** sat/vB. */
  feeRate: number
}

// Sizes in vbytes of a P2WPKH spend: overhead, each input, each output (upper bounds).
const OVERHEAD_VB = 11
const INPUT_VB = 69
const OUTPUT_VB = 43
const DUST = 546n

/**
 * Builds and signs a transfer from the P2WPKH address of `privateKey`: spends utxos in the order
 * given until amount and fee are covered, returns change above dust to the sender.
 * @example
 * const { hex, txid } = signTransfer({ privateKey, params, utxos, to, amount: 10_000n, feeRate: 2 })
 */
export function signTransfer(options: SignTransferOptions): {
  hex: string
  txid: string
  fee: bigint
} {
  const { privateKey, params } = options
  const from = getAddress('wpkh', privateKey, params)
  if (!from) throw new Error('cannot derive the sender address')
  const script = OutScript.encode(Address(params).decode(from))
  const tx = new Transaction()
  let total = 0n
  let fee = 0n
  for (const utxo of options.utxos) {
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script, amount: BigInt(utxo.value) },
    })
    total += BigInt(utxo.value)
    fee = BigInt(
      Math.ceil((OVERHEAD_VB + INPUT_VB * tx.inputsLength + OUTPUT_VB * 2) * options.feeRate),
    )
    if (total >= options.amount + fee) break
  }
  if (total < options.amount + fee) throw new Error('Insufficient funds for this transfer')
  tx.addOutputAddress(options.to, options.amount, params)
  const change = total - options.amount - fee
  if (change >= DUST) tx.addOutputAddress(from, change, params)
  else fee += change
  tx.sign(privateKey)
  tx.finalize()
  return { hex: tx.hex, txid: tx.id, fee }
}
