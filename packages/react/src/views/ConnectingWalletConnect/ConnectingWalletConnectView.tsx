import type { ViewOf } from '@portico/core'
import { useState } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'
import { useT } from '../../i18n/useT'
import { Button } from '../../ui/Button/Button'
import { Icon } from '../../ui/Icon/Icon'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { WalletImage } from '../../ui/WalletImage/WalletImage'
import { CopyLinkButton } from '../CopyLinkButton'
import { connectingWalletConnectCss } from './connectingWalletConnectCss'
import { CONNECT_LINK_WORDS } from './connectLinkWords'
import { PairingQr } from './PairingQr'
import { pairingHeadline } from './pairingHeadline'
import { useWalletConnectPairing } from './useWalletConnectPairing'
import { WaitingStatus } from './WaitingStatus'
import { type WalletLink, walletLinks } from './walletLinks'
import { storePlatform, walletStoreLink } from './walletStoreLink'

/**
 * The ConnectingWalletConnect view for a catalogue wallet. On a computer: a large QR code of
 * the pairing uri with the wallet's logo in the middle, buttons that open the wallet's desktop
 * app or web app with the uri, 'Copy link'. On a phone the wallet lives on the same device, so
 * the view leads with 'Open <wallet>' (its deep link) and keeps the QR code behind 'Show QR
 * code' (for a wallet on another phone). Both offer 'Try again' once the pairing expired or
 * failed, and 'Get <wallet>' for visitors who do not have it. Opening a link remembers it
 * (`wcLinking`) and the wallet as recent. Loaded as its own chunk.
 * @example
 * client.push({ view: 'ConnectingWalletConnect', wallet })
 */
export default function ConnectingWalletConnectView({ wallet }: ViewOf<'ConnectingWalletConnect'>) {
  const client = usePorticoClient()
  const { t } = useT()
  const { pairing, retry } = useWalletConnectPairing()
  const [qrAsked, setQrAsked] = useState(false)
  const isMobile = client.options.isMobile()
  const uri = pairing.status === 'ready' ? pairing.uri : undefined
  const links = walletLinks(wallet, uri, { isMobile }, t)
  const appFirst = isMobile && Boolean(wallet.mobile_link || wallet.webapp_link) && !qrAsked
  const store = walletStoreLink(
    wallet,
    isMobile ? storePlatform(navigator.userAgent, navigator.maxTouchPoints) : 'desktop',
    t,
  )
  const name = { wallet: wallet.name }
  const open = (link: WalletLink) => {
    client.stores.connection.getState().setWcLinking({ name: wallet.name, href: link.href })
    client.selectWallet(wallet, link.platform)
  }
  const headline = pairingHeadline(
    pairing,
    appFirst
      ? {
          title: t('connect.connecting.continueIn', name),
          subtitle: t('connect.wc.openAndAccept', name),
        }
      : {
          title: t('connect.wc.scanWith', name),
          subtitle: t(links.length > 0 ? 'connect.wc.scanOrOpen' : 'connect.wc.openAndScan', name),
        },
    t,
  )
  const ended = pairing.status === 'expired' || pairing.status === 'error'
  return (
    <div className="portico-view portico-wc" data-testid="portico-view-ConnectingWalletConnect">
      <ShadowStyle css={connectingWalletConnectCss} />
      {appFirst ? (
        <div className="portico-wc-app" data-testid="portico-wc-app">
          <WalletImage name={wallet.name} src={client.api.walletImageUrl(wallet)} size={80} />
        </div>
      ) : (
        <PairingQr
          pairing={pairing}
          onRetry={retry}
          label={t('connect.wc.qrLabel', name)}
          logo={
            <WalletImage name={wallet.name} src={client.api.walletImageUrl(wallet)} size={44} />
          }
        />
      )}
      <div className="portico-wc-text">
        <p className="portico-wc-title">{headline.title}</p>
        {headline.subtitle && <p className="portico-wc-subtitle">{headline.subtitle}</p>}
        <WaitingStatus pairing={pairing} waitingFor={wallet.name} />
      </div>
      <div className="portico-wc-actions">
        {appFirst && ended && (
          <Button
            variant="primary"
            fullWidth
            leading={<Icon name="retry" size={16} />}
            onClick={retry}
            data-testid="portico-wc-retry"
          >
            {t('connect.connecting.tryAgain')}
          </Button>
        )}
        {appFirst && pairing.status === 'loading' && (
          // The deep link needs the pairing uri; the button is there, busy, until it is.
          <Button variant="primary" fullWidth loading disabled>
            {t('connect.wc.open', name)}
          </Button>
        )}
        {links.map((link, index) => (
          <a
            key={link.platform}
            className="portico-button"
            data-variant={index === 0 ? 'primary' : 'secondary'}
            data-full=""
            href={link.href}
            // A web app opens beside the site; an app link hands over to the app.
            target={link.platform === 'web' ? '_blank' : '_self'}
            rel="noopener noreferrer"
            onClick={() => open(link)}
            data-testid={`portico-wc-open-${link.platform}`}
          >
            <span className="portico-button-label">{link.label}</span>
            {link.platform === 'web' && <Icon name="external" size={16} />}
          </a>
        ))}
        {appFirst && (
          <Button
            variant="secondary"
            fullWidth
            leading={<Icon name="qr" size={16} />}
            onClick={() => setQrAsked(true)}
            data-testid="portico-wc-show-qr"
          >
            {t('connect.wc.showQr')}
          </Button>
        )}
      </div>
      <CopyLinkButton link={uri} words={CONNECT_LINK_WORDS} testId="portico-wc-copy" />
      {store && (
        <p className="portico-wc-get" data-testid="portico-wc-get">
          <span>{t('connect.wc.dontHave', name)}</span>
          <a href={store.href} target="_blank" rel="noopener noreferrer">
            {store.label}
          </a>
        </p>
      )}
    </div>
  )
}
