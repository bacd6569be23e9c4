/**
 * Which parts of the dev stack run (the devnets always do).
 * @example
 * const parts: StackParts = { gateway: true, relay: true, walletFrame: true, walletApp: true, onramp: true, exchange: true, bitcoin: false, bundlers: true, solana: true, apps: true }
 */
export type StackParts = {
  gateway: boolean
  relay: boolean
  /** The wallet frame with its dev mail catcher and dev identity provider. */
  walletFrame: boolean
  walletApp: boolean
  onramp: boolean
  /** The sandbox exchange (Pay with exchange). */
  exchange: boolean
  bitcoin: boolean
  bundlers: boolean
  solana: boolean
  /** The demo site. */
  apps: boolean
}
