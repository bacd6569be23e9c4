import { Fragment, useState } from 'react'
import { usePorticoClient, useStoreValue } from '../../hooks/clientHooks'
import { useT } from '../../i18n/useT'
import { Icon } from '../../ui/Icon/Icon'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { ListItemIcon } from '../../ui/WalletListItem/ListItemIcon'
import { WalletListItem } from '../../ui/WalletListItem/WalletListItem'
import { connectLayout } from './connectLayout'
import { connectViewCss } from './connectViewCss'
import { EmailLoginForm } from './EmailLoginForm'
import { LegalCheckbox } from './LegalCheckbox'
import { PasskeySignInButton } from './PasskeySignInButton'
import { SocialLoginButtons } from './SocialLoginButtons'
import { WalletList } from './WalletList'

/**
 * The Connect view: connect methods in `connectMethodsOrder` (email, socials, wallets), the
 * wallet list in `connectorTypeOrder` (spec §1), behind 'Continue with a wallet' when
 * `emailShowWallets` is off or `collapseWallets` on, all gated by the legal checkbox when
 * `legalCheckbox` is on, and 'What is a wallet?' for visitors new to wallets.
 * @example
 * client.push({ view: 'Connect' })
 */
export function ConnectView() {
  const client = usePorticoClient()
  const { t } = useT()
  const features = useStoreValue(client.stores.options, (s) => s.options.features)
  // Email and social logins need the embedded wallet, which the app provides as a loader, and
  // a project id, which its frame is loaded for.
  const { embeddedWallet, projectId, termsConditionsUrl, privacyPolicyUrl } = client.options
  const layout = connectLayout(features, embeddedWallet !== undefined && Boolean(projectId))
  const [walletsAsked, setWalletsAsked] = useState(false)
  const [agreed, setAgreed] = useState(false)
  // Without a link there is nothing to agree to, so the checkbox needs at least one.
  const legal = features.legalCheckbox && Boolean(termsConditionsUrl || privacyPolicyUrl)
  return (
    <div className="portico-view" data-testid="portico-view-Connect">
      <ShadowStyle css={connectViewCss} />
      {legal && (
        <LegalCheckbox
          termsUrl={termsConditionsUrl}
          privacyUrl={privacyPolicyUrl}
          checked={agreed}
          onChange={setAgreed}
        />
      )}
      {/* A disabled fieldset disables every control inside it, email and socials included. */}
      <fieldset
        className="portico-connect-methods"
        disabled={legal && !agreed}
        aria-label={t('connect.methods.label')}
      >
        {layout.methods.map((method) =>
          method === 'email' ? (
            <Fragment key={method}>
              <EmailLoginForm />
              {features.passkeys && <PasskeySignInButton />}
            </Fragment>
          ) : method === 'social' ? (
            <SocialLoginButtons key={method} providers={layout.socials} />
          ) : layout.walletsCollapsed && !walletsAsked ? (
            <WalletListItem
              key={method}
              name={t('connect.wallets.continue')}
              icon={<ListItemIcon name="wallet" />}
              onClick={() => setWalletsAsked(true)}
              testId="portico-show-wallets"
            />
          ) : (
            <WalletList key={method} recommendedAsTiles={layout.recommendedAsTiles} />
          ),
        )}
      </fieldset>
      <button
        type="button"
        className="portico-connect-help"
        onClick={() => client.push({ view: 'WhatIsAWallet' })}
        data-testid="portico-what-is-a-wallet"
      >
        <span className="portico-connect-help-lead">{t('connect.help.lead')}</span>
        <span className="portico-connect-help-link">
          <Icon name="help" size={16} />
          {t('connect.help.link')}
        </span>
      </button>
    </div>
  )
}
