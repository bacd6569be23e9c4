/**
 * One confirmed unspent output of an address, from the node's UTXO set.
 * @example
 * const utxo: ConfirmedUtxo = { txid: 'ab…', vout: 0, value: 5_000_000_000, height: 101 }
 */
export type ConfirmedUtxo = { txid: string; vout: number; value: number; height: number }
