import { truncateAddress } from '@portico/common'
import { Avatar } from '../../../ui/Avatar/Avatar'

/**
 * Who a name sends to: the name's avatar, the name and the address it resolved to.
 * @example
 * <ResolvedReceiver name="alice-1234.portico.id" address="0x7099…79C8" image={url} />
 */
export function ResolvedReceiver({
  name,
  address,
  image,
}: {
  name: string
  address: string
  image: string | undefined
}) {
  return (
    <div className="portico-send-resolved" data-testid="portico-send-receiver-resolved">
      <Avatar address={address} imageUrl={image} size={28} />
      <span className="portico-send-resolved-text">
        <span className="portico-send-resolved-name">{name}</span>
        <span className="portico-send-resolved-address" title={address}>
          {truncateAddress(address)}
        </span>
      </span>
    </div>
  )
}
