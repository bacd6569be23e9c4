import { formatUnits } from '../format/formatUnits'
import type { PaymentUriRequest } from './PaymentUriRequest'

/**
 * The Solana Pay transfer request URI:
 * `solana:<recipient>?amount=<decimal>&spl-token=<mint>&reference=<key>&label=…&message=…`
 * (the amount in whole units, as the spec asks; `spl-token` only for a token).
 * @example
 * solanaPayUri({ recipient: '7S3P…AaKv', asset: 'native', units: 10_000_000n, decimals: 9, reference: 'Ref…' })
 * // 'solana:7S3P…AaKv?amount=0.01&reference=Ref…'
 */
export function solanaPayUri(args: Omit<PaymentUriRequest, 'network'>): string {
  const params = new URLSearchParams({ amount: formatUnits(args.units, args.decimals) })
  if (args.asset !== 'native') params.set('spl-token', args.asset)
  if (args.reference) params.set('reference', args.reference)
  if (args.label) params.set('label', args.label)
  if (args.message) params.set('message', args.message)
  // URLSearchParams writes spaces as '+'; Solana Pay's labels are percent-encoded.
  return `solana:${args.recipient}?${params.toString().replaceAll('+', '%20')}`
}
