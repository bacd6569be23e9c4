import { useId } from 'react'
import { useT } from '../../../i18n/useT'
import { FieldError } from '../../../ui/FieldError/FieldError'

/** Whether the page may read the clipboard (secure pages of browsers that offer it). */
const canPaste = () => typeof navigator !== 'undefined' && !!navigator.clipboard?.readText

/** Puts the clipboard's text in the field; a refused permission leaves the field as it was. */
async function paste(onChange: (value: string) => void) {
  const text = await navigator.clipboard.readText().catch(() => undefined)
  if (text?.trim()) onChange(text.trim())
}

/**
 * The receiver address field of the send form, with Paste (where the browser lets the page
 * read the clipboard), its inline error, or a notice that does not stop the send (sending to
 * yourself).
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
        <span className="portico-receiver-head">
          <label className="portico-receiver-label" htmlFor={id}>
            {t('send.receiver.label')}
          </label>
          {canPaste() && (
            <button
              type="button"
              className="portico-receiver-paste"
              onClick={() => void paste(onChange)}
              data-testid="portico-send-receiver-paste"
            >
              {t('send.receiver.paste')}
            </button>
          )}
        </span>
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
        <FieldError fieldId={id} testId="portico-send-receiver-error">
          {error}
        </FieldError>
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
