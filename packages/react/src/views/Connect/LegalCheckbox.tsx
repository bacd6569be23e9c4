import type { ReactNode } from 'react'
import { useT } from '../../i18n/useT'

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
  const { rich } = useT()
  const link = (href: string | undefined) => (chunks: ReactNode[]) => (
    <a href={href} target="_blank" rel="noreferrer">
      {chunks}
    </a>
  )
  // One whole sentence per case, so each language words it its own way.
  const key =
    termsUrl && privacyUrl
      ? 'connect.legal.both'
      : termsUrl
        ? 'connect.legal.terms'
        : 'connect.legal.privacy'
  return (
    <label className="portico-legal" data-testid="portico-legal-checkbox">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>{rich(key, { terms: link(termsUrl), privacy: link(privacyUrl) })}</span>
    </label>
  )
}
