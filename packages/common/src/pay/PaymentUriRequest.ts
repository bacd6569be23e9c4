/**
 * What a payment URI asks for: `units` in the asset's base units; `reference` (a base58 public
 * key) and `label` are Solana Pay's.
 * @example
 * const request: PaymentUriRequest = { network: 'eip155:8453', asset: 'native', recipient: '0x…', units: 10n ** 16n, decimals: 18 }
 */
export type PaymentUriRequest = {
  network: string
  asset: 'native' | (string & {})
  recipient: string
  units: bigint
  decimals: number
  reference?: string | undefined
  label?: string | undefined
  message?: string | undefined
}
