// The only static import of wagmi's fallback transport: it lands in a lazy chunk, so sites that
// bring their own wagmi config (or use one RPC URL per network) never download it.
export { fallback } from '@wagmi/core'
