import type { CaipNetwork } from '@portico/common'
import { formatTokenAmount, formatUnits, formatUsd } from '@portico/common'
import type { Translator } from '../../../i18n/Translator'

/**
 * A network fee for the preview: '≈ 0.000021 ETH' (a quoted amount, truncated like every other),
 * with its USD value when the native price is known, in the visitor's locale; 'Estimating…' (in
 * the words of `t`) while unknown.
 * @example
 * formatFee(21_000n * 10n ** 9n, network, 2000, translator) // '≈ 0.000021 ETH ($0.04)'
 */
export function formatFee(
  fee: bigint | undefined,
  caipNetwork: CaipNetwork,
  nativePrice: number | undefined,
  { t, locale }: Pick<Translator, 't' | 'locale'>,
): string {
  if (fee === undefined) return t('send.preview.estimating')
  const { decimals, symbol } = caipNetwork.nativeCurrency
  const amount = formatUnits(fee, decimals)
  const text = `≈ ${formatTokenAmount(amount, symbol, { locale })}`
  const usd = nativePrice ? ` (${formatUsd(Number(amount) * nativePrice, { locale })})` : ''
  return text + usd
}
