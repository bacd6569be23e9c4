import { type ChangeEvent, type ReactNode, useId } from 'react'
import { useT } from '../../i18n/useT'
import { FieldError } from '../FieldError/FieldError'
import { ShadowStyle } from '../ShadowStyle/ShadowStyle'
import { tokenAmountInputCss } from './tokenAmountInputCss'

const DECIMAL_INPUT = /^\d*\.?\d*$/

/**
 * Props of {@link TokenAmountInput}.
 * @example
 * const props: TokenAmountInputProps = { value: '0.1', onChange: setAmount, token: <TokenChip /> }
 */
export type TokenAmountInputProps = {
  value: string
  onChange: (value: string) => void
  /** The token button on the right (opens the token choice). */
  token: ReactNode
  /** Value in USD of the amount, already formatted ('$12.50'). */
  usdValue?: string | undefined
  /** Balance text ('1.23 ETH'). */
  balance?: string | undefined
  onMax?: (() => void) | undefined
  /** Shown under the field and marks it invalid. */
  error?: string | undefined
  /** The field's accessible name; 'Amount' in the visitor's language by default. */
  label?: string
  /** Prefix of the test ids (`<prefix>-amount`, `-usd`, `-balance`, `-max`, `-amount-error`). */
  testId?: string
}

/**
 * A large amount field with its token, USD value, balance and Max button. Accepts digits and
 * one decimal point only (a comma is taken as the point).
 * @example
 * <TokenAmountInput value={amount} onChange={setAmount} token={chip} balance="1.23 ETH" onMax={fillMax} />
 */
export function TokenAmountInput({
  value,
  onChange,
  token,
  usdValue,
  balance,
  onMax,
  error,
  label,
  testId = 'portico-send',
}: TokenAmountInputProps) {
  const { t } = useT()
  const id = useId()
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value.replace(',', '.').replace(/\s/g, '')
    if (DECIMAL_INPUT.test(next)) onChange(next)
  }
  return (
    <div className="portico-amount-field">
      <ShadowStyle css={tokenAmountInputCss} />
      <div className="portico-amount" data-invalid={error ? '' : undefined}>
        <label className="portico-sr-only" htmlFor={id}>
          {label ?? t('send.amount.label')}
        </label>
        <div className="portico-amount-row">
          <input
            id={id}
            className="portico-amount-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder="0"
            value={value}
            onChange={onInput}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            data-testid={`${testId}-amount`}
          />
          {token}
        </div>
        <div className="portico-amount-meta">
          <span data-testid={`${testId}-usd`}>{usdValue ?? ''}</span>
          {balance && (
            <span className="portico-amount-balance">
              <span data-testid={`${testId}-balance`}>{balance}</span>
              {onMax && (
                <button
                  type="button"
                  className="portico-amount-max"
                  onClick={onMax}
                  data-testid={`${testId}-max`}
                >
                  {t('send.amount.max')}
                </button>
              )}
            </span>
          )}
        </div>
      </div>
      {error && (
        <FieldError fieldId={id} testId={`${testId}-amount-error`}>
          {error}
        </FieldError>
      )}
    </div>
  )
}
