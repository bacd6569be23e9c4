import { RegisterNameError } from '@portico/common'
import { type FormEvent, useId, useState } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'
import { useNamesClient } from '../../hooks/useNamesClient'
import type { MessageKey } from '../../i18n/messages/en'
import { useT } from '../../i18n/useT'
import { Button } from '../../ui/Button/Button'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { describeNameError } from './describeNameError'
import { nameInputError } from './nameInputError'
import { registerAccountNameCss } from './registerAccountNameCss'
import { type NameAvailability, useNameAvailability } from './useNameAvailability'

const STATUS_KEY = {
  checking: 'names.register.checking',
  available: 'names.register.available',
  taken: 'names.register.taken',
} as const satisfies Partial<Record<NameAvailability['status'], MessageKey>>

/**
 * The RegisterAccountName view (spec §2): a name for the connected EVM account in the gateway's
 * zone, checked against spec §5 as it is typed, with live availability and, for a taken name,
 * free variants;
 * Register signs the name with the connected wallet (personal_sign) and submits it. A failure
 * shows 'Error registering name' and keeps this view; success opens RegisterAccountNameSuccess.
 * @example
 * client.push({ view: 'RegisterAccountName' })
 */
export default function RegisterAccountNameView() {
  const client = usePorticoClient()
  const { t } = useT()
  const names = useNamesClient()
  const id = useId()
  const [label, setLabel] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const typed = label.trim()
  const ruleError = nameInputError(typed, t)
  const availability = useNameAvailability(names, typed)
  const canRegister =
    !!names && typed !== '' && !ruleError && availability.status === 'available' && !submitting

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!names || !canRegister) return
    setSubmitting(true)
    try {
      const name = await names.registerName(typed)
      client.replace({ view: 'RegisterAccountNameSuccess', name })
    } catch (error) {
      // Signing may have opened another view (an embedded wallet's approval): come back here.
      const router = client.stores.router.getState()
      if (router.view.view !== 'RegisterAccountName')
        client.replace({ view: 'RegisterAccountName' })
      // spec §8's sentence in the visitor's language; a declined signature keeps its own.
      client.stores.toast
        .getState()
        .showError(error instanceof RegisterNameError ? t('names.error.register') : error)
    } finally {
      setSubmitting(false)
    }
  }

  const message =
    ruleError ??
    (availability.status === 'error' ? describeNameError(availability.error, t) : undefined)
  const invalid = !!message || availability.status === 'taken'
  const tone =
    message || availability.status === 'taken'
      ? 'bad'
      : availability.status === 'available'
        ? 'ok'
        : undefined
  const statusText =
    message ??
    (availability.status in STATUS_KEY
      ? t(STATUS_KEY[availability.status as keyof typeof STATUS_KEY])
      : undefined)

  return (
    <form
      className="portico-view portico-name"
      onSubmit={submit}
      noValidate
      data-testid="portico-view-RegisterAccountName"
    >
      <ShadowStyle css={registerAccountNameCss} />
      <p className="portico-name-intro">{t('names.register.intro')}</p>
      <div className="portico-name-field">
        <label className="portico-sr-only" htmlFor={id}>
          {t('names.register.label')}
        </label>
        <div className="portico-name-box" data-invalid={invalid ? '' : undefined}>
          <input
            id={id}
            className="portico-name-input"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={t('names.register.placeholder')}
            maxLength={63}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={`${id}-status`}
            data-testid="portico-register-name-input"
          />
          <span className="portico-name-suffix">{names?.suffix}</span>
        </div>
        <p
          className="portico-name-status"
          id={`${id}-status`}
          data-tone={tone}
          aria-live="polite"
          data-testid="portico-register-name-status"
        >
          {statusText}
        </p>
      </div>
      {/* Free variants only for a taken name: beside 'Available' they read as other choices
          the visitor has to make. */}
      {availability.status === 'taken' && availability.suggestions.length > 0 && (
        <>
          <p className="portico-name-suggestions-label" id={`${id}-suggestions`}>
            {t('names.register.suggestions')}
          </p>
          <ul className="portico-name-suggestions" aria-labelledby={`${id}-suggestions`}>
            {availability.suggestions.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className="portico-name-suggestion"
                  onClick={() => setLabel(names ? name.slice(0, -names.suffix.length) : name)}
                  data-testid="portico-register-name-suggestion"
                >
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={submitting}
        disabled={!canRegister}
        data-testid="portico-register-name-submit"
      >
        {t('names.register.submit')}
      </Button>
    </form>
  )
}
