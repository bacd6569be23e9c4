import type { EmbeddedWallet } from '@portico/core'

const notUsed = () => Promise.reject(new Error('not used here'))

/**
 * An embedded wallet for view tests: every step rejects as unused unless the test gives its own
 * (`overrides`); it wraps the app's adapter unchanged.
 * @example
 * const wallet = idleEmbeddedWallet({ connectSocial: async () => {} })
 */
export function idleEmbeddedWallet(overrides: Partial<EmbeddedWallet> = {}): EmbeddedWallet {
  return {
    connectorId: 'ID_AUTH',
    connectEmail: notUsed,
    connectDevice: notUsed,
    connectOtp: notUsed,
    connectPasskey: notUsed,
    getFarcasterUrl: notUsed,
    connectFarcaster: notUsed,
    connectSocial: notUsed,
    getEmail: () => undefined,
    updateEmail: notUsed,
    updateEmailPrimaryOtp: notUsed,
    updateEmailSecondaryOtp: notUsed,
    syncTheme: () => {},
    showFrame: () => {},
    getSmartAccountEnabledNetworks: async () => [],
    setPreferredAccount: notUsed,
    protectRecovery: notUsed,
    unlockKey: notUsed,
    exportKey: notUsed,
    removeDevice: notUsed,
    signOutEverywhere: notUsed,
    wrap: (inner) => inner,
    ...overrides,
  }
}
