import type { EmbeddedWalletSetup } from '@portico/core'

/**
 * Options of {@link createEmbeddedWallet}: what core passes, plus test overrides.
 * @example
 * const options: EmbeddedWalletOptions = { frameUrl, chainId: 31337, showAlert, sdkType: 'portico', sdkVersion: '0.1.0' }
 */
export type EmbeddedWalletOptions = EmbeddedWalletSetup & {
  /** Overrides of the spec §9 time limits, for tests. */
  timeouts?: Partial<Record<'iframeLoad' | 'request' | 'readyDelay' | 'disconnectWait', number>>
  /** Where dropped frame messages are reported. */
  onIgnoredMessage?(reason: string): void
}
