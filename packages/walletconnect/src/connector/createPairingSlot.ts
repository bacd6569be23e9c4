import { isPairingExpired, PAIRING_LIFETIME_MS } from '@portico/common'

/**
 * A pairing uri to show as QR code or deep link, and when it stops being usable.
 * @example
 * const pairing: Pairing = { uri: 'wc:…@2?…', expiry: Date.now() + PAIRING_LIFETIME_MS }
 */
export type Pairing = { uri: string; expiry: number }

/**
 * Starts one pairing attempt: call `onUri` once the uri is known, resolve when the wallet
 * approved, reject when the attempt failed.
 */
type StartAttempt = (onUri: (uri: string) => void) => Promise<void>

/**
 * The in-flight WalletConnect pairing of a connector (spec §4, §5, §9): while its uri has at
 * least 10 s of its 4 min lifetime left, every connect joins it (and sees the same uri again);
 * after that a connect starts a fresh attempt, and earlier callers follow the fresh one. Any
 * attempt's approval settles every caller; only the newest attempt's failure rejects them.
 * @example
 * const slot = createPairingSlot()
 * await slot.run((onUri) => pairWithWallet(onUri), (pairing) => showQr(pairing.uri))
 */
export function createPairingSlot() {
  let shared:
    | { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void }
    | undefined
  let pairing: Pairing | undefined
  let report: ((pairing: Pairing) => void) | undefined
  let generation = 0

  const live = () =>
    shared !== undefined && (!pairing || !isPairingExpired(pairing.expiry, Date.now()))
  const settle = (error?: { cause: unknown }) => {
    const done = shared
    shared = undefined
    pairing = undefined
    if (error) done?.reject(error.cause)
    else done?.resolve()
  }

  return {
    /** Join the unexpired attempt or start a fresh one; `onPairing` sees its uri. */
    run(start: StartAttempt, onPairing: (pairing: Pairing) => void): Promise<void> {
      report = onPairing
      if (shared && live()) {
        if (pairing) onPairing(pairing)
        return shared.promise
      }
      const attempt = ++generation
      pairing = undefined
      if (!shared) {
        let resolve = () => {}
        let reject: (error: unknown) => void = () => {}
        const promise = new Promise<void>((res, rej) => {
          resolve = res
          reject = rej
        })
        shared = { promise, resolve, reject }
      }
      const current = shared
      start((uri) => {
        if (attempt !== generation) return
        pairing = { uri, expiry: Date.now() + PAIRING_LIFETIME_MS }
        report?.(pairing)
      }).then(
        () => {
          if (shared === current) settle()
        },
        (cause: unknown) => {
          if (attempt === generation && shared === current) settle({ cause })
        },
      )
      return current.promise
    },
    /** The uri of the attempt in flight, once known. */
    current: (): Pairing | undefined => pairing,
    /** Whether `run` would join the attempt in flight rather than start a fresh one. */
    isLive: (): boolean => live(),
    /** Give up the attempt in flight: its callers are rejected with `reason`. */
    clear(reason: unknown) {
      generation++
      settle({ cause: reason })
    },
  }
}

/**
 * The slot made by {@link createPairingSlot}.
 * @example
 * const slot: PairingSlot = createPairingSlot()
 */
export type PairingSlot = ReturnType<typeof createPairingSlot>
