import type { CaipNetworkId } from '@portico/common'
import type { HttpTransportConfig } from 'viem'

/**
 * One custom RPC endpoint, as AppKit's `customRpcUrls` lists them: its URL and, for the wagmi
 * transport, viem's HTTP options (headers through `fetchOptions`, `timeout`, `batch`…).
 * @example
 * const rpc: AppKitCustomRpcUrl = { url: 'https://rpc.example/eth', config: { timeout: 5_000 } }
 */
export type AppKitCustomRpcUrl = { url: string; config?: HttpTransportConfig }

/**
 * AppKit's `customRpcUrls`: custom RPC endpoints by CAIP-2 network id, tried before the
 * network's own.
 * @example
 * const customRpcUrls: AppKitCustomRpcUrlMap = { 'eip155:1': [{ url: 'https://rpc.example/eth' }] }
 */
export type AppKitCustomRpcUrlMap = Partial<Record<CaipNetworkId, readonly AppKitCustomRpcUrl[]>>
