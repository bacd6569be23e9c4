// The adapter's lazy code a started client runs on, as one module a site's bundler makes one
// file of: discovery and the connection's events (watchWallets) and the wallet actions, sending
// included (createWalletActions), which `setup` and the first action fetch together anyway. A
// bundler gives each combination of lazy roots that share a module a file of its own, so there is
// one root. Core's started parts are re-exported for the same reason: the adapter's code runs
// only in a started client, and the modules both use then stay in core's file (see core's
// `startedParts`).

export { startedParts } from '@portico/core'
export { createWalletActions } from './createWalletActions'
export { watchWallets } from './watchWallets'
