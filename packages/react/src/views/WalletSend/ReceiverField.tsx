import { useId } from 'react'
import { useT } from '../../i18n/useT'

/**
 * The receiver address field of the send form, with its inline error, or a notice that does
 * not stop the send (sending to yourself).
 * @example
 * <ReceiverField value={receiver} onChange={setReceiver} error="Invalid address" />
 */
export function ReceiverField({
  value,
  onChange,
  error,
  notice,
  placeholder,
}: {
  value: string
  onChange: (value: string) => void
  error: string | undefined
  notice?: string | undefined
  placeholder: string
}) {
  const { t } = useT()
  const id = useId()
  return (
    <div className="portico-field">
      <div className="portico-receiver" data-invalid={error ? '' : undefined}>
        <label className="portico-receiver-label" htmlFor={id}>
          {t('send.receiver.label')}
        </label>
        <textarea
          id={id}
          className="portico-receiver-input"
          rows={1}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : notice ? `${id}-notice` : undefined}
          data-testid="portico-send-receiver"
        />
      </div>
      {error && (
        <p
          className="portico-field-error"
          id={`${id}-error`}
          role="alert"
          data-testid="portico-send-receiver-error"
        >
          {error}
        </p>
      )}
      {!error && notice && (
        <p
          className="portico-field-notice"
          id={`${id}-notice`}
          aria-live="polite"
          data-testid="portico-send-receiver-notice"
        >
          {notice}
        </p>
      )}
    </div>
  )
}
