import { useT } from '../../../i18n/useT'
import { formatSlippage } from '../formatSlippage'
import { SLIPPAGE_OPTIONS } from './slippageOptions'

/**
 * The slippage tolerance choice: a group of toggle buttons, the chosen one pressed.
 * @example
 * <SlippageSetting value={1} onChange={setSlippage} />
 */
export function SlippageSetting({
  value,
  onChange,
}: {
  value: number
  onChange: (slippage: number) => void
}) {
  const { t, number } = useT()
  return (
    <fieldset className="portico-swap-slippage" data-testid="portico-swap-slippage">
      <legend className="portico-sr-only">{t('swap.quote.slippage')}</legend>
      {SLIPPAGE_OPTIONS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          data-testid={`portico-swap-slippage-${option}`}
        >
          {formatSlippage(option, number)}
        </button>
      ))}
    </fieldset>
  )
}
