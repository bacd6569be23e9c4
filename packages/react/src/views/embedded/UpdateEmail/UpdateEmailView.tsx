import { isValidEmail } from '@portico/common'
import { type FormEvent, useId, useState } from 'react'
import { usePorticoClient } from '../../../hooks/clientHooks'
import { useEmbeddedWallet } from '../../../hooks/useEmbeddedWallet'
import { useT } from '../../../i18n/useT'
import { Button } from '../../../ui/Button/Button'
import { FieldError } from '../../../ui/FieldError/FieldError'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { describeEmbeddedError } from '../describeEmbeddedError'
import { embeddedWalletViewsCss } from '../embeddedWalletViewsCss'

/**
 * The UpdateEmail view (spec §4): the embedded wallet's new email address. Saving sends a code
 * to the current address first (UpdateEmailPrimaryOtp), then one to the new address
 * (UpdateEmailSecondaryOtp). The new address must be a valid email (spec §5) and differ.
 * @example
 * client.push({ view: 'UpdateEmail', email: 'ada@example.com' })
 */
export default function UpdateEmailView({ email }: { email: string }) {
  const client = usePorticoClient()
  const wallet = useEmbeddedWallet()
  const { t, rich } = useT()
  const id = useId()
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const [saving, setSaving] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const newEmail = value.trim()
    if (!isValidEmail(newEmail)) return setError(t('embedded.updateEmail.invalid'))
    if (newEmail.toLowerCase() === email.toLowerCase())
      return setError(t('embedded.updateEmail.same'))
    if (!wallet) return
    setSaving(true)
    setError(undefined)
    try {
      await wallet.updateEmail(newEmail)
      client.push({ view: 'UpdateEmailPrimaryOtp', email, newEmail })
    } catch (cause) {
      setError(describeEmbeddedError(cause, t))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form
      className="portico-view portico-ew"
      onSubmit={submit}
      noValidate
      data-testid="portico-view-UpdateEmail"
    >
      <ShadowStyle css={embeddedWalletViewsCss} />
      <p className="portico-ew-text">
        {rich('embedded.updateEmail.text', {
          email,
          mailbox: (chunks) => <span className="portico-ew-email">{chunks}</span>,
        })}
      </p>
      <div className="portico-ew-field">
        <label className="portico-ew-label" htmlFor={id}>
          {t('embedded.updateEmail.label')}
        </label>
        <input
          id={id}
          className="portico-ew-input"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          value={value}
          onChange={(e) => {
            setValue(e.target.value)
            setError(undefined)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid="portico-update-email-input"
        />
        {error && (
          <FieldError fieldId={id} testId="portico-update-email-error">
            {error}
          </FieldError>
        )}
      </div>
      <div className="portico-ew-actions">
        <Button variant="secondary" size="lg" fullWidth onClick={() => client.goBack()}>
          {t('embedded.updateEmail.cancel')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          size="lg"
          fullWidth
          loading={saving}
          disabled={!wallet || value.trim() === ''}
          data-testid="portico-update-email-save"
        >
          {t('embedded.updateEmail.save')}
        </Button>
      </div>
    </form>
  )
}
