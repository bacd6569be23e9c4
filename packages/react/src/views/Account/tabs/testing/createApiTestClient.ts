import { type CaipNetwork, DEVNET_CHAINS, type Features } from '@portico/common'
import { createPortico, type Portico } from '@portico/core'

/** The address the client is signed in with. */
export const TEST_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * A real client whose gateway answers from `routes` (path → JSON body, a status code for a
 * failure, or a function of the request URL returning either), signed in as {@link TEST_ADDRESS} on devnet A. For the views' tests only: the
 * kit's rules (supported-chains gate, spam and chain filters, search timing) run for real.
 * @example
 * const { client, requests } = createApiTestClient({ '/getWallets': { data: [], count: 0 } })
 */
export function createApiTestClient(
  routes: Record<string, unknown>,
  options: { devnetA?: CaipNetwork; features?: Partial<Features> } = {},
): {
  client: Portico
  requests: URL[]
} {
  const requests: URL[] = []
  const devnetA = options.devnetA ?? DEVNET_CHAINS.devnetA
  const client = createPortico({
    networks: [devnetA, DEVNET_CHAINS.devnetB],
    projectId: 'test',
    apiUrl: 'http://gateway.test',
    storage: null,
    ...(options.features && { features: options.features }),
    logger: { warn: () => {}, error: () => {} },
    fetch: async (url) => {
      const parsed = new URL(url)
      requests.push(parsed)
      const route = routes[parsed.pathname]
      const body =
        parsed.pathname === '/v1/supported-chains'
          ? { http: ['eip155:31337', 'eip155:31338'], ws: [] }
          : typeof route === 'function'
            ? route(parsed)
            : route
      if (body === undefined) return Response.json({ message: 'not found' }, { status: 404 })
      if (typeof body === 'number') return Response.json({ message: 'failed' }, { status: body })
      return Response.json(body)
    },
  })
  const network = devnetA
  client.stores.chain.getState().setActiveNamespace('eip155')
  client.stores.chain.getState().setActiveNetwork(network)
  client.stores.account.getState().setAccount('eip155', {
    address: TEST_ADDRESS,
    caipAddress: `eip155:${network.id}:${TEST_ADDRESS}`,
  })
  client.stores.connection.getState().setStatus('eip155', 'connected')
  return { client, requests }
}
