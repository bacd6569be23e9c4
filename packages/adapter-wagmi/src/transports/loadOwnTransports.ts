// The transports of the wagmi config the adapter makes itself (createPorticoWagmiConfig), which
// load with a network's first request: the ranked fallback over its URLs, and HTTP to the gateway
// once core has handed its URL over. The adapter sends those requests from a started client, so
// core's started parts are re-exported: a site's bundler then keeps the modules both use (the
// missing-URL error) in core's file rather than a file of their own (see core's `startedParts`).
export { startedParts } from '@portico/core'
export { lateHttp } from './lateHttp'
export { rankedFallback } from './rankedFallback'
