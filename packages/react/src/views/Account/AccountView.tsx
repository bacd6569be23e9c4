import { truncateAddress } from '@portico/common'
import { usePorticoClient, useStoreValue } from '../../hooks/clientHooks'
import { useAccount } from '../../hooks/useAccount'
import { useAccountProfile } from '../../hooks/useAccountProfile'
import { useNetwork } from '../../hooks/useNetwork'
import { useT } from '../../i18n/useT'
import { Avatar } from '../../ui/Avatar/Avatar'
import { CopyButton } from '../../ui/CopyButton/CopyButton'
import { Icon } from '../../ui/Icon/Icon'
import { nftCardCss } from '../../ui/NftCard/nftCardCss'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { tabsCss } from '../../ui/Tabs/tabsCss'
import { tokenRowCss } from '../../ui/TokenRow/tokenRowCss'
import { transactionRowCss } from '../../ui/TransactionRow/transactionRowCss'
import { CatalogueNetworkIcon } from '../CatalogueNetworkIcon'
import { SentPanel } from '../send/WalletSendPreview/SentPanel'
import { walletSendCss } from '../send/walletSendCss'
import { AccountBalance } from './AccountBalance'
import { AccountTabs } from './AccountTabs'
import { AccountTypeRow } from './AccountTypeRow'
import { AccountWalletBadge } from './AccountWalletBadge'
import { accountCss } from './accountCss'
import { accountTabsCss } from './accountTabsCss'
import { DisconnectButton } from './DisconnectButton'
import { EmbeddedEmailRow } from './EmbeddedEmailRow'
import { ProtectRecoveryRow } from './ProtectRecoveryRow'
import { RegisterNameRow } from './RegisterNameRow'
import { SecurityRow } from './SecurityRow'
import { WalletFeatures } from './WalletFeatures/WalletFeatures'

/**
 * The Account view: identicon, short address with copy, balance with its USD worth, the wallet
 * features, then the Tokens / NFTs / Activity tabs — on a laptop above the fold, however many
 * rows the wallet has — and below them the account's rows: the embedded wallet's email,
 * protection, account type and security, a name to choose, the active network (opens the
 * network list) and disconnect.
 * @example
 * client.push({ view: 'Account' })
 */
export function AccountView() {
  const client = usePorticoClient()
  const { t } = useT()
  const account = useAccount()
  const { caipNetwork } = useNetwork()
  const profile = useAccountProfile(account.namespace)
  const sent = useStoreValue(client.stores.router, (s) =>
    s.view.view === 'Account' ? s.view.sent : undefined,
  )
  const toast = client.stores.toast.getState()
  if (!account.address) return null
  // An ERC-20 or Solana send came back here (spec §2): its result, then Done shows the account.
  if (sent)
    return (
      <div className="portico-view portico-send" data-testid="portico-view-Account">
        <ShadowStyle css={walletSendCss} />
        <SentPanel
          sent={sent}
          caipNetwork={caipNetwork}
          title={t('titles.walletSendSent')}
          onDone={() => client.replace({ view: 'Account' })}
        />
      </div>
    )
  const canSwitch = client.options.enableNetworkSwitch
  return (
    <div className="portico-view portico-account" data-testid="portico-view-Account">
      {/* The view's own styles, in its chunk: a modal opened to connect never parses them. */}
      <ShadowStyle css={accountCss} />
      <ShadowStyle css={tabsCss} />
      <ShadowStyle css={tokenRowCss} />
      <ShadowStyle css={transactionRowCss} />
      <ShadowStyle css={nftCardCss} />
      <ShadowStyle css={accountTabsCss} />
      <div className="portico-account-identity">
        <span className="portico-account-avatar">
          <Avatar address={account.address} imageUrl={profile.image} size={72} />
          {account.walletInfo && (
            <span className="portico-account-wallet" title={account.walletInfo.name}>
              <AccountWalletBadge walletInfo={account.walletInfo} />
            </span>
          )}
        </span>
        {profile.name && (
          <p className="portico-account-name" data-testid="portico-account-name">
            {profile.name}
          </p>
        )}
        <CopyButton
          value={account.address}
          label={t('account.address.copy')}
          text={truncateAddress(account.address)}
          textClassName="portico-account-address"
          testId="portico-account-address"
          onCopied={() => toast.showSuccess(t('account.address.copied'))}
          onFailed={() => toast.showError(t('account.address.copyFailed'))}
        />
        <AccountBalance />
      </div>
      <WalletFeatures />
      <AccountTabs />
      <div className="portico-account-actions portico-account-rows">
        <EmbeddedEmailRow />
        <ProtectRecoveryRow />
        <AccountTypeRow />
        <RegisterNameRow />
        {caipNetwork && (
          <button
            type="button"
            className="portico-row-button"
            disabled={!canSwitch}
            onClick={() => client.push({ view: 'Networks' })}
            data-testid="portico-account-network"
          >
            <CatalogueNetworkIcon network={caipNetwork} size={28} />
            <span className="portico-row-button-label">{caipNetwork.name}</span>
            {canSwitch && <Icon name="chevronRight" size={16} />}
          </button>
        )}
        <SecurityRow />
        <DisconnectButton />
      </div>
    </div>
  )
}
