/**
 * What the WalletConnect connector does once a visitor uses it (connect, restore, requests, the
 * session's reading and its answers' schemas): one chunk, fetched by the connector on its first
 * action, so a site's first load carries only the connector's shell.
 * @example
 * const { connectSession } = await import('./sessionActions')
 */
export { connectSession } from './actions/connectSession'
export { destroyConnector } from './actions/destroyConnector'
export { disconnectSession } from './actions/disconnectSession'
export { prepareSession } from './actions/prepareSession'
export { reconnectSession } from './actions/reconnectSession'
export { connectionOf } from './internal/connectionOf'
export { sessionNetworks } from './internal/sessionNetworks'
export { routeRequest } from './routeRequest'
export { switchSessionChain } from './switchSessionChain'
