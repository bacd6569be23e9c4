/**
 * A priced on-ramp purchase: the fiat parts in the payment currency (2 decimals), the coin
 * bought (6 decimals, rounded down so the provider never owes more than it quoted).
 * @example
 * const q: OnrampPrice = { paymentTotal: '50.00', coinbaseFee: '0.75', networkFee: '0.00', paymentSubtotal: '49.25', purchaseAmount: '0.016416' }
 */
export type OnrampPrice = {
  paymentTotal: string
  coinbaseFee: string
  networkFee: string
  paymentSubtotal: string
  purchaseAmount: string
}

const cents = (value: string) => {
  const [whole = '0', fraction = ''] = value.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))
}
const scaled = (value: bigint, decimals: number) => {
  const base = 10n ** BigInt(decimals)
  return `${value / base}.${(value % base).toString().padStart(decimals, '0')}`
}

/**
 * Prices a purchase of `total` (fees included, at most 2 decimals) at a provider's fee: the
 * provider's percent and its fixed network fee come off first, the rest buys the coin at
 * `priceUsd` with the fiat worth `fiatRate` USD. Undefined when the fees eat the whole amount.
 * @example
 * quoteOnramp({ total: '50.00', feePercent: 1.5, networkFee: 0, priceUsd: 3000, fiatRate: 1 })
 * // { paymentTotal: '50.00', coinbaseFee: '0.75', networkFee: '0.00', paymentSubtotal: '49.25', purchaseAmount: '0.016416' }
 */
export function quoteOnramp(args: {
  total: string
  feePercent: number
  networkFee: number
  priceUsd: number
  fiatRate: number
}): OnrampPrice | undefined {
  const total = cents(args.total)
  const fee = BigInt(Math.round((Number(total) * args.feePercent) / 100))
  const network = BigInt(Math.round(args.networkFee * 100))
  const subtotal = total - fee - network
  if (subtotal <= 0n) return undefined
  const rate = BigInt(Math.round(args.fiatRate * 1e8))
  const price = BigInt(Math.round(args.priceUsd * 1e8))
  // Cents × 10^4 are millionths of the fiat: millionths of the coin after the rate and price.
  const micro = (subtotal * 10_000n * rate) / price
  return {
    paymentTotal: scaled(total, 2),
    coinbaseFee: scaled(fee, 2),
    networkFee: scaled(network, 2),
    paymentSubtotal: scaled(subtotal, 2),
    purchaseAmount: scaled(micro, 6),
  }
}
