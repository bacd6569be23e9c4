/**
 * Props of {@link LegalCheckbox}.
 * @example
 * const props: LegalCheckboxProps = { termsUrl: '/terms', checked: false, onChange: () => {} }
 */
export type LegalCheckboxProps = {
  termsUrl?: string | undefined
  privacyUrl?: string | undefined
  checked: boolean
  onChange: (checked: boolean) => void
}

/**
 * The Connect view's legal checkbox (`features.legalCheckbox`): the visitor agrees to the app's
 * terms and privacy policy, linked from `termsConditionsUrl` and `privacyPolicyUrl`, before any
 * connect method works.
 * @example
 * <LegalCheckbox termsUrl={terms} privacyUrl={privacy} checked={agreed} onChange={setAgreed} />
 */
export function LegalCheckbox({ termsUrl, privacyUrl, checked, onChange }: LegalCheckboxProps) {
  const terms = termsUrl && (
    <a href={termsUrl} target="_blank" rel="noreferrer">
      Terms of Service
    </a>
  )
  const privacy = privacyUrl && (
    <a href={privacyUrl} target="_blank" rel="noreferrer">
      Privacy Policy
    </a>
  )
  return (
    <label className="portico-legal" data-testid="portico-legal-checkbox">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>
        I agree to our {terms}
        {terms && privacy && ' and '}
        {privacy}
      </span>
    </label>
  )
}
