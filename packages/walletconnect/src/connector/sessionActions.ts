/**
 * What the WalletConnect connector does once a visitor uses it (connect, restore, requests, the
 * session's reading and its answers' schemas): one chunk, fetched by the connector on its first
 * action, so a site's first load carries only the connector's shell.
 * @example
 * const { connectSession } = await import('./sessionActions')
 */
// Core's started parts are re-exported because this code runs only in a started client: a site's
// bundler then keeps the modules both use (RPC and quantity helpers, error classes) in core's
// file, instead of a file for each combination of lazy chunks that share them.
export { startedParts } from '@portico/core'
export { connectSession } from './actions/connectSession'
export { destroyConnector } from './actions/destroyConnector'
export { disconnectSession } from './actions/disconnectSession'
export { prepareSession } from './actions/prepareSession'
export { reconnectSession } from './actions/reconnectSession'
export { connectionOf } from './internal/connectionOf'
export { sessionNetworks } from './internal/sessionNetworks'
export { routeRequest } from './routeRequest'
export { switchSessionChain } from './switchSessionChain'
