import { useNetwork } from '../../hooks/useNetwork'
import { usePortico } from '../../hooks/usePortico'
import { Icon } from '../../ui/Icon/Icon'
import { NetworkIcon } from '../../ui/NetworkIcon/NetworkIcon'
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
              imageUrl={caipNetwork.assets?.imageUrl}
              size={24}
            />
          )}
          <span>{caipNetwork?.name ?? label}</span>
          <Icon name="chevronDown" size={16} />
        </span>
      </button>
    </KitShadow>
  )
}
