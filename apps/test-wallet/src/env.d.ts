/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** WebSocket URL of the WalletConnect relay (default ws://127.0.0.1:8788). */
  readonly VITE_PORTICO_RELAY_URL?: string
  /** RPC URL of the first local devnet (chain 31337). */
  readonly VITE_PORTICO_RPC_31337?: string
  /** RPC URL of the second local devnet (chain 31338). */
  readonly VITE_PORTICO_RPC_31338?: string
  /** RPC URL of the local Solana chain (default http://127.0.0.1:8899). */
  readonly VITE_PORTICO_SOLANA_RPC?: string
  /** Project id sent to the relay. */
  readonly VITE_PORTICO_PROJECT_ID?: string
}
