import type { Connector } from '@portico/core'
import type { AnnouncedProvider } from '../discovery/announcedProvider'

/**
 * A wallet announced through EIP-6963 as an ANNOUNCED Portico connector, with the
 * announcement's name, icon, rdns and uuid. The id is the rdns unless the adapter's own
 * connector for the wallet has another.
 * @example
 * const connector = toAnnouncedConnector(announced) // { id: 'io.metamask', type: 'ANNOUNCED', … }
 */
export function toAnnouncedConnector(
  { info }: AnnouncedProvider,
  id: string = info.rdns,
): Connector {
  return {
    id,
    name: info.name,
    imageUrl: info.icon,
    type: 'ANNOUNCED',
    chain: 'eip155',
    rdns: info.rdns,
    info: { name: info.name, icon: info.icon, rdns: info.rdns, uuid: info.uuid },
  }
}
