// The remote-data rules behind `portico.api`, and the catalogue client they call first, fetched
// as one chunk with the first call so the page's first load carries only their thin, typed
// front (createPorticoApi). One chunk, not two: a site's bundler gives every combination of lazy
// roots that share a module (error classes, schemas, the transport) a file of its own, and the
// rules and the catalogue load together anyway, with the prefetch. The blockchain client (with
// its balance, history and NFT schemas) and the rules that call it (accountRules) stay apart:
// nothing needs them before a connection.
export { createCatalogueRequests } from '../api/createCatalogueRequests'
// Analytics reads the project's switch with these options, through this chunk.
export { analyticsConfigQueryOptions } from './catalogueQueryOptions'
export { checkProjectConfig } from './checkProjectConfig'
export { fetchFeaturedWallets } from './fetchFeaturedWallets'
export { fetchRecommendedWallets } from './fetchRecommendedWallets'
export { fetchWalletsPage } from './fetchWalletsPage'
export { prefetch } from './prefetch'
export { searchWallets } from './searchWallets'
