import { z } from 'zod'
import { sessionTokensSchema } from './auth/sessionTokensSchema'

const PREFIX = 'portico-frame/v1/'

/**
 * The frame's session tokens as kept in its origin's storage.
 * @example const session: StoredSession = { accessToken, refreshToken, accessExpiresAt }
 */
export type StoredSession = z.infer<typeof sessionTokensSchema>

/**
 * The frame origin's storage (the page cannot read it): the device secret, this device's key
 * share per address, the session, the current chain, and logins or email changes in progress.
 * Read or write failures are logged and ignored (spec §3), values are checked when read.
 * @example
 * const storage = createFrameStorage(window.localStorage, log)
 * storage.deviceSecret()
 */
export function createFrameStorage(
  store: Storage,
  log: (message: string, detail?: unknown) => void,
) {
  const read = <T>(key: string, schema: z.ZodType<T>): T | undefined => {
    try {
      const raw = store.getItem(PREFIX + key)
      if (raw === null) return undefined
      const parsed = schema.safeParse(JSON.parse(raw))
      return parsed.success ? parsed.data : undefined
    } catch (error) {
      log(`storage read of ${key} failed`, error)
      return undefined
    }
  }
  const write = (key: string, value: unknown) => {
    try {
      if (value === undefined) store.removeItem(PREFIX + key)
      else store.setItem(PREFIX + key, JSON.stringify(value))
    } catch (error) {
      log(`storage write of ${key} failed`, error)
    }
  }

  return {
    /** This browser's device secret, created on first use. */
    deviceSecret(): string {
      const existing = read('device-secret', z.string().regex(/^[A-Za-z0-9_-]{43}$/))
      if (existing) return existing
      const bytes = crypto.getRandomValues(new Uint8Array(32))
      const secret = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
      write('device-secret', secret)
      return secret
    },
    deviceShare: (address: string) => read(`device-share/${address.toLowerCase()}`, z.string()),
    setDeviceShare: (address: string, share: string) =>
      write(`device-share/${address.toLowerCase()}`, share),
    /** Forgets this device's share of `address` (the device was removed from the account). */
    removeDeviceShare: (address: string) =>
      write(`device-share/${address.toLowerCase()}`, undefined),
    session: () => read('session', sessionTokensSchema),
    setSession: (session: StoredSession | undefined) => write('session', session),
    chainId: () => read('chain-id', z.number().int().positive()),
    setChainId: (chainId: number) => write('chain-id', chainId),
    /** The account type the visitor chose (SET_PREFERRED_ACCOUNT); unset means the default. */
    preferredAccountType: () =>
      read('preferred-account-type', z.enum(['eoa', 'smartAccount', 'eip7702'])),
    setPreferredAccountType: (type: 'eoa' | 'smartAccount' | 'eip7702' | undefined) =>
      write('preferred-account-type', type),
    loginId: () => read('login-id', z.string()),
    setLoginId: (loginId: string | undefined) => write('login-id', loginId),
    updateId: () => read('update-id', z.string()),
    setUpdateId: (updateId: string | undefined) => write('update-id', updateId),
  }
}

/** Storage made by {@link createFrameStorage}. @example storage.session() */
export type FrameStorage = ReturnType<typeof createFrameStorage>
