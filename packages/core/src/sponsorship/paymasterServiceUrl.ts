import { gatewayClientConfig } from '../api/gatewayClientConfig'
import { gatewayGetUrl } from '../api/gatewayGetUrl'
import type { ResolvedPorticoOptions } from '../types/PorticoOptions'

/**
 * The ERC-7677 paymaster service URL of the project's gateway for one EVM chain: its bundler
 * route, which answers `pm_getPaymasterStubData` and `pm_getPaymasterData` under the project's
 * sponsorship policy.
 * @example
 * paymasterServiceUrl(portico.options, 31337)
 * // 'http://127.0.0.1:8787/v1/bundler?chainId=eip155%3A31337&bundler=portico&st=…&sv=…&projectId=demo'
 */
export function paymasterServiceUrl(
  options: Pick<
    ResolvedPorticoOptions,
    'apiUrl' | 'projectId' | 'sdkType' | 'sdkVersion' | 'fetch'
  >,
  chainId: number,
): string {
  return gatewayGetUrl(gatewayClientConfig(options), '/v1/bundler', [
    ['chainId', `eip155:${chainId}`],
    ['bundler', 'portico'],
  ])
}
