import { type CaipNetwork, DEVNET_CHAINS } from '@portico/common'
import type { FetchLike } from '../../api/ApiTransport'
import { GATEWAY_TEST_URL } from '../../api/testing/createGatewayFetch'
import { createFakeAdapter } from '../../testing/createFakeAdapter'
import { createTestPortico } from '../../testing/createTestPortico'
import type { PorticoOptions } from '../../types/PorticoOptions'

/**
 * A test instance whose API clients talk to the in-process gateway fixture through `fetch`, on the two
 * devnets, with a fake wallet holding `address` on `chainId`. Test files only.
 * @example
 * const { portico } = createGatewayPortico(gateway.fetch, { address: bob })
 * await portico.connect({ connectorId: 'injected' })
 */
export function createGatewayPortico(
  fetch: FetchLike,
  {
    address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    chainId = 31337,
    ...overrides
  }: Partial<PorticoOptions> & { address?: string; chainId?: number } = {},
) {
  const networks: [CaipNetwork, ...CaipNetwork[]] = [DEVNET_CHAINS.devnetA, DEVNET_CHAINS.devnetB]
  return createTestPortico({
    fake: createFakeAdapter({ address, chainId }),
    networks,
    defaultNetwork: chainId === 31338 ? DEVNET_CHAINS.devnetB : DEVNET_CHAINS.devnetA,
    projectId: 'demo',
    apiUrl: GATEWAY_TEST_URL,
    fetch,
    ...overrides,
  })
}
