import { useAccount } from '../../hooks/useAccount'
import { useNetwork } from '../../hooks/useNetwork'
import { useNetworkAvailable } from '../../hooks/useNetworkAvailable'
import { useT } from '../../i18n/useT'
import { Button } from '../../ui/Button/Button'
import { Icon } from '../../ui/Icon/Icon'
import { QrCode } from '../../ui/QrCode/QrCode'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { CatalogueNetworkIcon } from '../CatalogueNetworkIcon'
import { useCopyToast } from '../useCopyToast'
import { receiveNetworks } from './receiveNetworks'
import { walletReceiveCss } from './walletReceiveCss'

/**
 * The WalletReceive view: the address as a QR code with the network's icon in the middle, the
 * full address with copy ('Address copied'), and the networks that can receive to it. Loaded
 * as its own chunk.
 * @example
 * client.push({ view: 'WalletReceive' })
 */
export default function WalletReceiveView() {
  const { t } = useT()
  const copyToast = useCopyToast()
  const { address, namespace } = useAccount()
  const { caipNetwork, networks } = useNetwork()
  const available = useNetworkAvailable()
  if (!address) return null
  const half = Math.ceil(address.length / 2)
  // Only where this wallet's address works: one it cannot use would strand what is sent there.
  const list = receiveNetworks(networks, namespace, caipNetwork?.caipNetworkId).filter(available)
  const copy = () => copyToast(address, t('send.receive.copied'), t('send.receive.copyFailed'))
  return (
    <div className="portico-view portico-receive" data-testid="portico-view-WalletReceive">
      <ShadowStyle css={walletReceiveCss} />
      <QrCode
        value={address}
        label={t('send.receive.qrLabel')}
        logo={caipNetwork && <CatalogueNetworkIcon network={caipNetwork} size={36} />}
        testId="portico-receive-qr"
      />
      <p className="portico-receive-address" data-testid="portico-receive-address">
        {/* Two even lines read better than a long line and a stub. */}
        <span>{address.slice(0, half)}</span>
        <span>{address.slice(half)}</span>
      </p>
      <Button
        variant="secondary"
        leading={<Icon name="copy" size={16} />}
        onClick={copy}
        data-testid="portico-receive-copy"
      >
        {t('send.receive.copy')}
      </Button>
      <section className="portico-receive-networks" aria-labelledby="portico-receive-networks">
        <h3 className="portico-receive-networks-title" id="portico-receive-networks">
          {t('send.receive.networks', { count: list.length })}
        </h3>
        <ul className="portico-receive-network-list" data-testid="portico-receive-networks">
          {list.map((network) => (
            <li key={network.caipNetworkId} className="portico-receive-network">
              <CatalogueNetworkIcon network={network} size={20} />
              {network.name}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
