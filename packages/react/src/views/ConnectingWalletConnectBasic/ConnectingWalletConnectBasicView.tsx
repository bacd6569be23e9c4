import { usePorticoClient, useStoreValue } from '../../hooks/clientHooks'
import { useT } from '../../i18n/useT'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { ListItemIcon } from '../../ui/WalletListItem/ListItemIcon'
import { WalletListItem } from '../../ui/WalletListItem/WalletListItem'
import { walletCountDetail } from '../Connect/walletCountDetail'
import { connectingWalletConnectCss } from '../ConnectingWalletConnect/connectingWalletConnectCss'
import { CONNECT_LINK_WORDS } from '../ConnectingWalletConnect/connectLinkWords'
import { PairingQr } from '../ConnectingWalletConnect/PairingQr'
import { pairingHeadline } from '../ConnectingWalletConnect/pairingHeadline'
import { QrMark } from '../ConnectingWalletConnect/QrMark'
import { useWalletConnectPairing } from '../ConnectingWalletConnect/useWalletConnectPairing'
import { WaitingStatus } from '../ConnectingWalletConnect/WaitingStatus'
import { CopyLinkButton } from '../CopyLinkButton'

/**
 * The ConnectingWalletConnectBasic view: 'Scan with your phone' — the pairing uri as a QR code
 * for any WalletConnect wallet, 'Copy link', 'Try again' once it expired or failed, and the way
 * to the full wallet list. Loaded as its own chunk.
 * @example
 * client.push({ view: 'ConnectingWalletConnectBasic' })
 */
export default function ConnectingWalletConnectBasicView() {
  const client = usePorticoClient()
  const { t, number } = useT()
  const { pairing, retry } = useWalletConnectPairing()
  const count = useStoreValue(client.stores.wallets, (s) => s.count)
  const allWallets = useStoreValue(client.stores.options, (s) => s.options.features.allWallets)
  const headline = pairingHeadline(
    pairing,
    { title: t('connect.wc.scanWithPhone'), subtitle: t('connect.wc.scanAny') },
    t,
  )
  return (
    <div
      className="portico-view portico-wc"
      data-testid="portico-view-ConnectingWalletConnectBasic"
    >
      <ShadowStyle css={connectingWalletConnectCss} />
      <PairingQr
        pairing={pairing}
        onRetry={retry}
        label={t('connect.wc.qrLabelAny')}
        logo={<QrMark size={44} />}
      />
      <div className="portico-wc-text">
        <p className="portico-wc-title">{headline.title}</p>
        {headline.subtitle && <p className="portico-wc-subtitle">{headline.subtitle}</p>}
        <WaitingStatus pairing={pairing} />
      </div>
      <CopyLinkButton
        link={pairing.status === 'ready' ? pairing.uri : undefined}
        words={CONNECT_LINK_WORDS}
        testId="portico-wc-copy"
      />
      {allWallets && (
        <div className="portico-wc-more">
          <WalletListItem
            name={t('connect.wc.allWallets')}
            icon={<ListItemIcon name="grid" />}
            detail={count > 10 ? walletCountDetail(count, number) : undefined}
            onClick={() => client.push({ view: 'AllWallets' })}
            testId="portico-wc-all-wallets"
          />
        </div>
      )}
    </div>
  )
}
