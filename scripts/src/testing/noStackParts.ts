import type { StackParts } from '../stack/StackParts'

/**
 * A stack with nothing but its devnets: every part turned off. Test files only.
 * @example
 * const parts: StackParts = { ...NO_STACK_PARTS, gateway: true }
 */
export const NO_STACK_PARTS: Readonly<StackParts> = {
  gateway: false,
  relay: false,
  walletFrame: false,
  walletApp: false,
  onramp: false,
  exchange: false,
  bitcoin: false,
  bundlers: false,
  solana: false,
  apps: false,
}
