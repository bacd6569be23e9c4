/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** RPC URL of the first local devnet (chain 31337). */
  /** '1' lets a production build of the demo offer `?testWallet=1` (the dev stack sets it). */
  readonly VITE_PORTICO_TEST_WALLET?: string
  readonly VITE_PORTICO_RPC_31337?: string
  /** RPC URL of the second local devnet (chain 31338). */
  readonly VITE_PORTICO_RPC_31338?: string
  /** The dev stack's local Solana chain (JSON-RPC over HTTP). */
  readonly VITE_PORTICO_SOLANA_RPC?: string
  /** Base URL of the Portico gateway. */
  readonly VITE_PORTICO_API_URL?: string
  /** WebSocket URL of the WalletConnect relay (default ws://127.0.0.1:8788). */
  readonly VITE_PORTICO_RELAY_URL?: string
  /** Base URL of the embedded wallet's frame service (default http://127.0.0.1:8789). */
  readonly VITE_PORTICO_WALLET_FRAME_URL?: string
  /** The stack's test tokens per devnet chain id (JSON: `{ 31337: { erc20, tetherStyle } }`). */
  readonly VITE_PORTICO_TOKENS?: string
  /** Project id sent to the gateway and relay. */
  readonly VITE_PORTICO_PROJECT_ID?: string
}
