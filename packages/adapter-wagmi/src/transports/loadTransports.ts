// The transports' code that loads with a first request, not with the page: wagmi's fallback
// (its only static import, so sites that bring their own wagmi config, or give one RPC URL per
// network, never download it). The adapter's own config loads its transports from
// `loadOwnTransports`.
export { fallback } from '@wagmi/core'
