import { useNetwork } from '../../hooks/useNetwork'
import { usePortico } from '../../hooks/usePortico'
import { usePorticoClient } from '../../hooks/usePorticoClient'
import { NetworkIcon } from '../../ui/NetworkIcon/NetworkIcon'
import { networkImageUrl } from '../../ui/NetworkIcon/networkImageUrl'
import { KitShadow } from '../KitShadow/KitShadow'

/**
 * Props of {@link NetworkButton}.
 * @example
 * const props: NetworkButtonProps = { label: 'Network' }
 */
export type NetworkButtonProps = {
  /** Shown when no network is active. Default 'Network'. */
  label?: string
}

/**
 * The active network as a button that opens the network list.
 * @example
 * <NetworkButton />
 */
export function NetworkButton({ label = 'Network' }: NetworkButtonProps) {
  const { caipNetwork } = useNetwork()
  const { open } = usePortico()
  const client = usePorticoClient()
  return (
    <KitShadow>
      <button
        type="button"
        className="portico-kit-button"
        data-variant="surface"
        data-testid="portico-network-button"
        aria-haspopup="dialog"
        onClick={() => open({ view: { view: 'Networks' } })}
      >
        <span className="portico-kit-button-pill">
          {caipNetwork && (
            <NetworkIcon
              caipNetworkId={caipNetwork.caipNetworkId}
              name={caipNetwork.name}
              imageUrl={networkImageUrl(caipNetwork, client.api.catalogue.assetImageUrl)}
              size={24}
            />
          )}
          <span>{caipNetwork?.name ?? label}</span>
          <Chevron />
        </span>
      </button>
    </KitShadow>
  )
}

/** Drawn here rather than through Icon, whose path table would join the first load. */
function Chevron() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
