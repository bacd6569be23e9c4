import type { ViewOf } from '@portico/core'
import { usePorticoClient } from '../../hooks/usePorticoClient'
import { Icon } from '../../ui/Icon/Icon'
import { WalletImage } from '../../ui/WalletImage/WalletImage'
import { CopyLinkButton } from './CopyLinkButton'
import { connectingWalletConnectCss } from './connectingWalletConnectCss'
import { PairingQr } from './PairingQr'
import { pairingHeadline } from './pairingHeadline'
import { useWalletConnectPairing } from './useWalletConnectPairing'
import { WaitingStatus } from './WaitingStatus'
import { type WalletLink, walletLinks } from './walletLinks'

/**
 * The ConnectingWalletConnect view for a catalogue wallet: a large QR code of the pairing uri
 * with the wallet's logo in the middle, buttons that open the wallet (deep link on a phone,
 * desktop link, web app) with the uri, 'Copy link', and 'Try again' once the pairing expired
 * or failed. Opening a link remembers it (`wcLinking`) and the wallet as recent. Loaded as its
 * own chunk.
 * @example
 * client.push({ view: 'ConnectingWalletConnect', wallet })
 */
export default function ConnectingWalletConnectView({ wallet }: ViewOf<'ConnectingWalletConnect'>) {
  const client = usePorticoClient()
  const { pairing, retry } = useWalletConnectPairing()
  const uri = pairing.status === 'ready' ? pairing.uri : undefined
  const links = walletLinks(wallet, uri, { isMobile: client.options.isMobile() })
  const open = (link: WalletLink) => {
    client.stores.connection.getState().setWcLinking({ name: wallet.name, href: link.href })
    client.selectWallet(wallet, link.platform)
  }
  const headline = pairingHeadline(pairing, {
    title: `Scan with ${wallet.name}`,
    subtitle:
      links.length > 0
        ? `Scan this code with ${wallet.name} on your phone, or open it on this device.`
        : `Open ${wallet.name} on your phone and scan this code to connect.`,
  })
  return (
    <div className="portico-view portico-wc" data-testid="portico-view-ConnectingWalletConnect">
      <style>{connectingWalletConnectCss}</style>
      <PairingQr
        pairing={pairing}
        onRetry={retry}
        label={`QR code to connect ${wallet.name}`}
        logo={<WalletImage name={wallet.name} src={client.api.walletImageUrl(wallet)} size={44} />}
      />
      <div className="portico-wc-text">
        <p className="portico-wc-title">{headline.title}</p>
        {headline.subtitle && <p className="portico-wc-subtitle">{headline.subtitle}</p>}
        <WaitingStatus pairing={pairing} waitingFor={wallet.name} />
      </div>
      {links.length > 0 && (
        <div className="portico-wc-actions">
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
        </div>
      )}
      <CopyLinkButton uri={uri} />
    </div>
  )
}
