import type { CaipNetwork } from '@portico/common'
import { NoEsploraApiError } from '../errors/esplora'
import { createEsploraClient, type EsploraClient } from '../esploraClient'
import { gatewayEsplora } from '../gatewayEsplora'
import type { BitcoinState } from './bitcoinState'

/**
 * The Esplora client of a network: from the adapter's `esplora` option, else the client's
 * gateway as the adapter context names it; a network without an API is NoEsploraApiError.
 * @example
 * const sats = await esploraOf(state, caipNetwork).balance(address)
 */
export function esploraOf(
  state: Pick<BitcoinState, 'parameters' | 'context'>,
  caipNetwork: CaipNetwork,
): EsploraClient {
  const { esplora } = state.parameters
  const { context } = state
  const endpoint = esplora
    ? esplora(caipNetwork.caipNetworkId)
    : context &&
      gatewayEsplora({ gatewayUrl: context.apiUrl, projectId: context.projectId })(
        caipNetwork.caipNetworkId,
      )
  if (!endpoint) throw new NoEsploraApiError(caipNetwork.name)
  return createEsploraClient(endpoint)
}
