import type { ReactNode } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'
import { useT } from '../../i18n/useT'
import { Icon } from '../../ui/Icon/Icon'
import { MailMark } from '../../ui/MailMark/MailMark'
import { socialAccountLabel } from './socialAccountLabel'
import { useEmbeddedUser } from './useEmbeddedUser'

/** Words only screen readers hear, such as the 'Email' before the address. */
function hidden(chunks: ReactNode[]) {
  return <span className="portico-sr-only">{chunks}</span>
}

/**
 * The embedded wallet's email in the Account view, which opens UpdateEmail; for a social login
 * the provider and the user name (or the provider account's email) instead, with nothing to
 * update; nothing for other wallets.
 * @example
 * <EmbeddedEmailRow />
 */
export function EmbeddedEmailRow() {
  const client = usePorticoClient()
  const { t, rich } = useT()
  const email = useEmbeddedUser((user) => user?.email ?? undefined)
  const social = useEmbeddedUser((user) => {
    if (!user?.authProvider || user.authProvider === 'email') return undefined
    return socialAccountLabel(user.authProvider, user.userName, user.email)
  })
  // A social login: who the visitor signed in as. Its email belongs to the provider's account,
  // so there is nothing to update here.
  if (social)
    return (
      <p className="portico-row-button" data-testid="portico-account-social">
        <span className="portico-row-button-label">
          {rich('account.social.signedInAs', { hidden, account: social })}
        </span>
      </p>
    )
  if (!email) return null
  return (
    <button
      type="button"
      className="portico-row-button"
      onClick={() => client.push({ view: 'UpdateEmail', email })}
      data-testid="portico-account-email"
    >
      <MailMark size={28} strokeWidth={1.6} />
      {/* The address whole, its action under it: beside "Update email" it lost its domain. */}
      <span className="portico-row-button-text">
        <span className="portico-row-button-label portico-row-button-value">
          {rich('account.email.label', { hidden, email })}
        </span>
        <span className="portico-row-button-action">{t('account.email.update')}</span>
      </span>
      <Icon name="chevronRight" size={16} />
    </button>
  )
}
