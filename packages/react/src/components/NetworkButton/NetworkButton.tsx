import { usePorticoClient } from '../../hooks/clientHooks'
import { useModalActions } from '../../hooks/useModalActions'
import { useNetwork } from '../../hooks/useNetwork'
import { useButtonText } from '../../i18n/useButtonText'
import { StrokeIcon } from '../../ui/Icon/StrokeIcon'
import { NetworkIcon } from '../../ui/NetworkIcon/NetworkIcon'
import { networkImageUrl } from '../../ui/NetworkIcon/networkImageUrl'
import { KitSurfaceShadow } from '../KitShadow/KitSurfaceShadow'

/**
 * Props of {@link NetworkButton}.
 * @example
 * const props: NetworkButtonProps = { label: 'Network' }
 */
export type NetworkButtonProps = {
  /** Shown when no network is active. Default 'Network' (in the client's locale). */
  label?: string
}

/**
 * The active network as a button that opens the network list. When the connected wallet is on
 * a network the app does not list, it says 'Wrong network' (warning colours) and opens the
 * Switch Network view instead.
 * @example
 * <NetworkButton />
 */
export function NetworkButton({ label }: NetworkButtonProps) {
  const { caipNetwork, isUnsupported } = useNetwork()
  const { open } = useModalActions()
  const client = usePorticoClient()
  const text = useButtonText()
  return (
    <KitSurfaceShadow>
      <button
        type="button"
        className="portico-kit-button"
        data-variant={isUnsupported ? 'warning' : 'surface'}
        data-testid="portico-network-button"
        aria-haspopup="dialog"
        onClick={() => open({ view: { view: isUnsupported ? 'UnsupportedChain' : 'Networks' } })}
      >
        <span className="portico-kit-button-pill">
          {isUnsupported && <WarningMark />}
          {!isUnsupported && caipNetwork && (
            <NetworkIcon
              caipNetworkId={caipNetwork.caipNetworkId}
              name={caipNetwork.name}
              imageUrl={networkImageUrl(caipNetwork, client.api.catalogue.assetImageUrl)}
              size={24}
            />
          )}
          <span>
            {isUnsupported
              ? text('button.wrongNetwork')
              : (caipNetwork?.name ?? label ?? text('button.network'))}
          </span>
          <Chevron />
        </span>
      </button>
    </KitSurfaceShadow>
  )
}

/** Drawn here rather than through Icon, whose path table would join the first load. */
function Chevron() {
  return (
    <StrokeIcon size={16}>
      <path d="M6 9l6 6 6-6" />
    </StrokeIcon>
  )
}

/** The wrong-network mark, drawn here for the same reason as the chevron. */
function WarningMark() {
  return (
    <StrokeIcon size={18}>
      <path d="M12 4l9 16H3l9-16zM12 10v4.5M12 17v.5" />
    </StrokeIcon>
  )
}
