// The remote-data rules behind `portico.api`, fetched as one chunk with the first call so the
// page's first load carries only their thin, typed front (createPorticoApi).
export { checkProjectConfig } from './checkProjectConfig'
export { fetchFeaturedWallets } from './fetchFeaturedWallets'
export { fetchRecommendedWallets } from './fetchRecommendedWallets'
export { fetchTokenBalances } from './fetchTokenBalances'
export { fetchWalletsPage } from './fetchWalletsPage'
export { loadHistoryPage } from './loadHistoryPage'
export { prefetch } from './prefetch'
export { searchWallets } from './searchWallets'
