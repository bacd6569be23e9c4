// The transports' code that loads with a first request, not with the page: wagmi's fallback
// (its only static import, so sites that bring their own wagmi config, or give one RPC URL per
// network, never download it), the ranked fallback over a network's URLs, and HTTP to the
// gateway once core has handed its URL over.
export { fallback } from '@wagmi/core'
export { lateHttp } from './lateHttp'
export { rankedFallback } from './rankedFallback'
