// The adapter's lazy code a started client runs on, as one module a site's bundler makes one
// file of: discovery and the connection's events (watchWallets) and the wallet actions
// (deferredActions), which `setup` fetches together anyway. A bundler gives each combination of
// lazy roots that share a module a file of its own; sending (transactionActions) is imported
// from here only, so what it shares with this module stays in this module's file. Core's
// started parts are re-exported for the same reason: the adapter's code runs only in a started
// client, and the modules both use then stay in core's file (see core's `startedParts`).

export { startedParts } from '@portico/core'
export * as actions from '../actions/deferredActions'
export { watchWallets } from './watchWallets'

/** @example const { sendEvmTransaction } = await (await import('./adapterParts')).loadTransactionActions() */
export function loadTransactionActions() {
  return import('../actions/transactionActions')
}
