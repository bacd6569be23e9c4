import { type BitcoinNetworkParams, decodeBitcoinAddress } from '@portico/common'
import { Transaction } from '@scure/btc-signer'
import {
  InsufficientBalanceError,
  NonPositiveAmountError,
  ReceiverAddressError,
  UnsupportedSenderAddressError,
} from './errors/transfer'
import type { EsploraUtxo } from './esploraClient'

// Upper bounds in vbytes: overhead, one P2WPKH or P2TR key-path input, one output.
const OVERHEAD_VB = 11
const INPUT_VB = { p2wpkh: 69, p2tr: 58 } as const
const OUTPUT_VB = 43
/** Below this a change output costs more than it is worth; it goes to the fee. */
const DUST = 546n

/**
 * Parameters of {@link buildTransferPsbt}.
 * @example
 * const p: BuildTransferParameters = { from, publicKey, to, amount: 10_000n, utxos, feeRate: 2, params }
 */
export type BuildTransferParameters = {
  from: string
  /** The sender's public key: x-only for a P2TR sender (its internal key). */
  publicKey: Uint8Array
  to: string
  /** Satoshis. */
  amount: bigint
  utxos: readonly EsploraUtxo[]
  /** sat/vB. */
  feeRate: number
  params: BitcoinNetworkParams
}

/**
 * Builds the unsigned PSBT of a transfer from a P2WPKH or P2TR address: confirmed outputs
 * first, largest first, until amount and fee are covered; change above dust back to the sender.
 * @example
 * const { psbt, fee, signingIndexes } = buildTransferPsbt({ from, publicKey, to, amount, utxos, feeRate, params })
 */
export function buildTransferPsbt(parameters: BuildTransferParameters): {
  psbt: Uint8Array
  fee: bigint
  signingIndexes: number[]
} {
  const { params, amount } = parameters
  const sender = decodeBitcoinAddress(parameters.from, params)
  if (sender?.type !== 'p2wpkh' && sender?.type !== 'p2tr') {
    throw new UnsupportedSenderAddressError()
  }
  const inputVbytes = INPUT_VB[sender.type]
  if (!decodeBitcoinAddress(parameters.to, params)) {
    throw new ReceiverAddressError({ networkName: params.name, address: parameters.to })
  }
  if (amount <= 0n) throw new NonPositiveAmountError()
  const ordered = [...parameters.utxos].sort(
    (a, b) => Number(b.status.confirmed) - Number(a.status.confirmed) || b.value - a.value,
  )
  const tx = new Transaction()
  let total = 0n
  let fee = 0n
  const feeFor = (inputs: number) =>
    BigInt(Math.ceil((OVERHEAD_VB + inputVbytes * inputs + OUTPUT_VB * 2) * parameters.feeRate))
  for (const utxo of ordered) {
    if (total >= amount + fee && tx.inputsLength > 0) break
    tx.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: sender.script, amount: BigInt(utxo.value) },
      ...(sender.type === 'p2tr' ? { tapInternalKey: parameters.publicKey } : {}),
    })
    total += BigInt(utxo.value)
    fee = feeFor(tx.inputsLength)
  }
  if (total < amount + fee) throw new InsufficientBalanceError()
  tx.addOutputAddress(parameters.to, amount, params)
  const change = total - amount - fee
  if (change >= DUST) tx.addOutputAddress(parameters.from, change, params)
  else fee += change
  return {
    psbt: tx.toPSBT(),
    fee,
    signingIndexes: Array.from({ length: tx.inputsLength }, (_, index) => index),
  }
}
