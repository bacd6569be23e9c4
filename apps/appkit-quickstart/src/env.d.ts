/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Project id the gateway accepts. */
  readonly VITE_PORTICO_PROJECT_ID?: string
  /** Base URL of the Portico gateway. */
  readonly VITE_PORTICO_API_URL?: string
  /** RPC URL of the first local devnet (chain 31337). */
  readonly VITE_PORTICO_RPC_31337?: string
  /** RPC URL of the second local devnet (chain 31338). */
  readonly VITE_PORTICO_RPC_31338?: string
}
