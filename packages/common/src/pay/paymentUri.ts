import { parseCaipNetworkId } from '../caip/parseCaipNetworkId'
import { ChainNotSupportedError } from '../errors/ChainNotSupportedError'
import { eip681Uri } from './eip681Uri'
import type { PaymentUriRequest } from './PaymentUriRequest'
import { solanaPayUri } from './solanaPayUri'

/**
 * The URI a phone wallet pays a payment from, for its network's namespace: EIP-681 on eip155,
 * Solana Pay on solana. Throws ChainNotSupportedError on another namespace.
 * @example
 * paymentUri({ network: 'eip155:31337', asset: 'native', recipient, units: 10n ** 16n, decimals: 18 })
 */
export function paymentUri(request: PaymentUriRequest): string {
  const { chainNamespace, chainId } = parseCaipNetworkId(request.network)
  if (chainNamespace === 'eip155') return eip681Uri({ ...request, chainId })
  if (chainNamespace === 'solana') return solanaPayUri(request)
  throw new ChainNotSupportedError({ metaMessages: [`No payment URI for ${request.network}`] })
}
