/**
 * A transaction request as eth_sendTransaction carries it (and each call of a batch).
 * @example const tx: TransactionRequestParams = { to: '0xabc…', value: '0x1', data: '0x' }
 */
export type TransactionRequestParams = {
  to?: string | null | undefined
  value?: string | undefined
  data?: string | undefined
  gas?: string | undefined
}
