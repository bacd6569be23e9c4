import { isValidEmail } from '@portico/common'
import { getErrorMessage } from '@portico/core'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'
import { useEmbeddedWallet } from '../../hooks/useEmbeddedWallet'
import { translateCoreMessage } from '../../i18n/translateCoreMessage'
import { useT } from '../../i18n/useT'
import { FieldError } from '../../ui/FieldError/FieldError'
import { Icon } from '../../ui/Icon/Icon'
import { MailMark } from '../../ui/MailMark/MailMark'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { Spinner } from '../../ui/Spinner/Spinner'
import { LazyEmailVerifyDeviceView } from '../embedded/EmailVerifyDevice/LazyEmailVerifyDeviceView'
import { LazyEmailVerifyOtpView } from '../embedded/EmailVerifyOtp/LazyEmailVerifyOtpView'
import { emailLoginCss } from './emailLoginCss'

/**
 * The email field of the Connect view (spec §1 connect method 'email'): sends the login email
 * through the embedded wallet and opens EmailVerifyOtp, or EmailVerifyDevice on a new device.
 * Mounting it loads the embedded wallet and its frame, and focusing it fetches the code views,
 * so all are ready by the time the visitor has typed; a submit before then waits for the wallet
 * (the button shows it is sending) rather than being dropped. Errors (an invalid address, 'Please try again after N seconds') show
 * under the field.
 * @example
 * <EmailLoginForm />
 */
export function EmailLoginForm() {
  const client = usePorticoClient()
  const wallet = useEmbeddedWallet()
  const { t } = useT()
  const id = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const [sending, setSending] = useState(false)

  // An address submitted while the wallet still loads: sent once it is ready.
  const [queued, setQueued] = useState<string | undefined>(undefined)

  // The visitor reaches for the field: the wallet and its frame (loading since the view showed;
  // a load that failed is tried again) and the views a submit opens, so that neither waits on
  // the click. A view whose chunk is still on its way shows a spinner for about 300 ms first.
  const warm = () => {
    client.loadEmbeddedWallet().catch(() => undefined)
    void LazyEmailVerifyOtpView.preload().catch(() => undefined)
    void LazyEmailVerifyDeviceView.preload().catch(() => undefined)
  }

  const send = async (address: string) => {
    if (!wallet || sending) return
    warm()
    setSending(true)
    setError(undefined)
    try {
      const { action } = await wallet.connectEmail(address)
      client.push({
        view: action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp',
        email: address,
      })
    } catch (cause) {
      setError(getErrorMessage(cause))
    } finally {
      setSending(false)
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the wallet arrives for a queued address
  useEffect(() => {
    if (!wallet || queued === undefined) return
    setQueued(undefined)
    void send(queued)
  }, [wallet, queued])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    if (!isValidEmail(address)) {
      setError(t('connect.email.invalid'))
      return
    }
    if (!wallet) {
      setError(undefined)
      setQueued(address)
      return
    }
    void send(address)
  }

  return (
    <form className="portico-email-login" onSubmit={submit} noValidate>
      <ShadowStyle css={emailLoginCss} />
      <div className="portico-email-box" data-invalid={error ? '' : undefined}>
        <label className="portico-sr-only" htmlFor={id}>
          {t('connect.email.label')}
        </label>
        <MailMark size={18} strokeWidth={1.8} />
        <input
          id={id}
          className="portico-email-input"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('connect.email.label')}
          value={email}
          onFocus={warm}
          onChange={(e) => {
            setEmail(e.target.value)
            setError(undefined)
            setQueued(undefined)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid="portico-email-input"
        />
        <button
          type="submit"
          className="portico-email-submit"
          aria-label={t('connect.email.submit')}
          // Not disabled while the wallet loads: Enter in the field must still submit (a form
          // whose submit button is disabled ignores it), and the submit waits for the wallet.
          disabled={email.trim() === '' || sending}
          aria-busy={sending || queued !== undefined || !wallet}
          data-testid="portico-email-submit"
        >
          {sending || queued !== undefined ? (
            <Spinner size={16} label={t('connect.email.sending')} />
          ) : (
            <Icon name="chevronRight" size={18} />
          )}
        </button>
      </div>
      {error && (
        <FieldError fieldId={id} testId="portico-email-error">
          {translateCoreMessage(error, t)}
        </FieldError>
      )}
    </form>
  )
}
