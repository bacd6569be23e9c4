import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useT } from '../../i18n/useT'
import { Button } from '../Button/Button'
import { FieldError } from '../FieldError/FieldError'
import { Spinner } from '../Spinner/Spinner'

const LENGTH = 6

/**
 * Props of {@link OtpForm}.
 * @example
 * const props: OtpFormProps = { intro: 'Enter the code we sent to ada@example.com', onSubmit, onResend }
 */
export type OtpFormProps = {
  /** What the code is for and where it was sent. */
  intro: ReactNode
  /** Check the code; throw to show the error (the field is cleared for another try). */
  onSubmit(code: string): Promise<void>
  /** Send a new code; throw to show why not ('Please try again after N seconds'). */
  onResend?(): Promise<void>
  /** Turns an error into the sentence shown. */
  describeError(error: unknown): string
  testId: string
}

/**
 * A 6-digit code form: one numeric field (16 px, so phones do not zoom) that takes typing and
 * pasting alike ('123 456' becomes 123456), submits by itself at the sixth digit, and a
 * 'Resend code' button. Errors are announced.
 * @example
 * <OtpForm intro="Enter the code" onSubmit={check} onResend={resend} describeError={String} testId="portico-otp" />
 */
export function OtpForm({ intro, onSubmit, onResend, describeError, testId }: OtpFormProps) {
  const { t } = useT()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const [notice, setNotice] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState<'check' | 'resend' | undefined>(undefined)

  useEffect(() => input.current?.focus(), [])

  const check = async (value: string) => {
    setBusy('check')
    setError(undefined)
    try {
      await onSubmit(value)
    } catch (cause) {
      setError(describeError(cause))
      setCode('')
      input.current?.focus()
    } finally {
      setBusy(undefined)
    }
  }

  const resend = async () => {
    if (!onResend) return
    setBusy('resend')
    setError(undefined)
    setNotice(undefined)
    try {
      await onResend()
      setNotice(t('embedded.otp.resent'))
    } catch (cause) {
      setError(describeError(cause))
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <form
      className="portico-otp"
      onSubmit={(event) => {
        event.preventDefault()
        if (code.length === LENGTH && !busy) void check(code)
      }}
      data-testid={testId}
    >
      <p className="portico-otp-intro" id={`${id}-intro`}>
        {intro}
      </p>
      <label className="portico-sr-only" htmlFor={id}>
        {t('embedded.otp.label')}
      </label>
      <input
        ref={input}
        id={id}
        className="portico-otp-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={LENGTH + 8}
        placeholder="000000"
        value={code}
        disabled={busy === 'check'}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, LENGTH)
          setCode(digits)
          setError(undefined)
          if (digits.length === LENGTH && !busy) void check(digits)
        }}
        aria-describedby={`${id}-intro${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        data-testid={`${testId}-input`}
      />
      <div className="portico-otp-status" aria-live="polite">
        {busy === 'check' && <Spinner size={20} label={t('embedded.otp.checking')} />}
        {error && (
          <FieldError fieldId={id} testId={`${testId}-error`}>
            {error}
          </FieldError>
        )}
        {!error && notice && <p className="portico-otp-notice">{notice}</p>}
      </div>
      {onResend && (
        <div className="portico-otp-resend">
          <span>{t('embedded.otp.notReceived')}</span>
          <Button
            variant="ghost"
            size="sm"
            loading={busy === 'resend'}
            disabled={busy === 'check'}
            onClick={resend}
            data-testid={`${testId}-resend`}
          >
            {t('embedded.otp.resend')}
          </Button>
        </div>
      )}
    </form>
  )
}
