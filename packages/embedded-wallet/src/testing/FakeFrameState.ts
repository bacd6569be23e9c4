import type { AppEvent } from '@portico/common/schemas/frame'

/**
 * What the fake frame knows and how it is scripted to answer; tests change it between steps.
 * @example
 * const state = createFakeFrameState()
 * state.keyLocked = true
 */
export type FakeFrameState = ReturnType<typeof createFakeFrameState>

/**
 * A fresh fake frame: a signed-out visitor with one EVM and one Solana address, answering
 * everything as the frame does by default.
 * @example
 * const state = createFakeFrameState()
 */
export function createFakeFrameState() {
  return {
    user: {
      address: '0x1111111111111111111111111111111111111111',
      chainId: 1,
      email: 'ada@example.com',
    },
    solanaAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    signedIn: false,
    declineNext: false,
    /** Whether the visitor protected recovery; undefined: a frame that predates it. */
    recoveryProtected: undefined as boolean | undefined,
    /** A new device of a protected account: logins answer that the key needs the password. */
    keyLocked: false,
    /** An account with no key yet (self-custody): logins answer that it must be protected first. */
    keyMissing: false,
    /** How the password form ends: typed right, Cancel, or still open (no answer). */
    recoveryForm: 'submit' as 'submit' | 'cancel' | 'open',
    /** How the export view ends: Done after the key was shown, Cancel, still open, or a login too old. */
    exportView: 'done' as 'done' | 'cancel' | 'open' | 'stale',
    /** Whether another device keeps a recovery share (else this device cannot be removed). */
    otherDevice: true,
    /** Whether this device's share was removed (REMOVE_DEVICE). */
    deviceRemoved: false,
    /** Sentences the service refuses the next CONNECT_EMAILs with (its own mail cooldown). */
    emailRefusals: [] as string[],
    received: [] as AppEvent[],
  }
}
