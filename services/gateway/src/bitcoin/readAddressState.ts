import type { ConfirmedUtxo } from './ConfirmedUtxo'
import type { MempoolActivity } from './createMempoolReader'

/**
 * Esplora's per-address counters. Over the confirmed part they describe the current unspent
 * outputs (the node keeps no address history): `funded − spent` is the balance, as Esplora
 * clients compute it; spent counts are those of the mempool only.
 * @example
 * const stats: AddressStats = { funded_txo_count: 1, funded_txo_sum: 5000, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 1 }
 */
export type AddressStats = {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

/**
 * An address's unspent outputs and counters, confirmed and in the mempool.
 * @example
 * const state: AddressState = summarizeAddress(confirmed, mempool)
 */
export type AddressState = {
  chainStats: AddressStats
  mempoolStats: AddressStats
  /** Unspent outputs after the mempool's spends: confirmed ones carry their height. */
  utxos: { txid: string; vout: number; value: number; height?: number }[]
}

/**
 * Combines the confirmed UTXOs of an address with the mempool's activity into Esplora's view.
 * @example
 * const { chainStats } = summarizeAddress(await scan(address), await mempool(script))
 */
export function summarizeAddress(
  confirmed: readonly ConfirmedUtxo[],
  mempool: MempoolActivity,
): AddressState {
  const own = new Map<string, { value: number }>()
  for (const utxo of confirmed) own.set(`${utxo.txid}:${utxo.vout}`, utxo)
  for (const output of mempool.outputs) own.set(`${output.txid}:${output.vout}`, output)
  const spent = new Set<string>()
  const spendingTxids = new Set<string>()
  let spentSum = 0
  for (const { txid, outpoint } of mempool.spends) {
    const output = own.get(outpoint)
    if (!output || spent.has(outpoint)) continue
    spent.add(outpoint)
    spendingTxids.add(txid)
    spentSum += output.value
  }
  const sum = (values: readonly { value: number }[]) =>
    values.reduce((total, { value }) => total + value, 0)
  return {
    chainStats: {
      funded_txo_count: confirmed.length,
      funded_txo_sum: sum(confirmed),
      spent_txo_count: 0,
      spent_txo_sum: 0,
      tx_count: new Set(confirmed.map(({ txid }) => txid)).size,
    },
    mempoolStats: {
      funded_txo_count: mempool.outputs.length,
      funded_txo_sum: sum(mempool.outputs),
      spent_txo_count: spent.size,
      spent_txo_sum: spentSum,
      tx_count: new Set([...mempool.txids, ...spendingTxids]).size,
    },
    utxos: [...confirmed, ...mempool.outputs].filter(
      ({ txid, vout }) => !spent.has(`${txid}:${vout}`),
    ),
  }
}
