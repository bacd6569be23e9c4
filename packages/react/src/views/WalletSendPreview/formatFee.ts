import type { CaipNetwork } from '@portico/common'
import { formatDecimal, formatUnits } from '@portico/common'
import type { Translator } from '../../i18n/Translator'

/**
 * A network fee for the preview: '≈ 0.000021 ETH', with its USD value when the native price is
 * known; 'Estimating…' (in the words of `t`) while unknown.
 * @example
 * formatFee(21_000n * 10n ** 9n, network, 2000, t) // '≈ 0.000021 ETH ($0.04)'
 */
export function formatFee(
  fee: bigint | undefined,
  caipNetwork: CaipNetwork,
  nativePrice: number | undefined,
  t: Translator['t'],
): string {
  if (fee === undefined) return t('send.preview.estimating')
  const { decimals, symbol } = caipNetwork.nativeCurrency
  const amount = formatUnits(fee, decimals)
  const shown = formatDecimal(amount, { decimals: 6, rounding: 'round', fixed: false })
  const text = `≈ ${shown === '0' && fee > 0n ? '<0.000001' : shown} ${symbol}`
  if (!nativePrice) return text
  const usd = Number(amount) * nativePrice
  return `${text} (${usd < 0.01 ? '<$0.01' : `$${usd.toFixed(2)}`})`
}
