import { EMBEDDED_WALLET_TIMEOUTS_MS } from '@portico/common'
import type { EmbeddedSession } from '../EmbeddedSession'

/**
 * Asks the frame to sign out, waiting at most the session's disconnect wait: signing out must
 * not hold the visitor up; after the wait the page forgets the session anyway (the frame's
 * token expires on its own).
 * @example
 * await signOutFrame(session)
 */
export async function signOutFrame(session: EmbeddedSession): Promise<void> {
  const wait = session.disconnectWaitMs ?? EMBEDDED_WALLET_TIMEOUTS_MS.disconnectWait
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    session.host.request('SIGN_OUT'),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, wait)
    }),
  ]).finally(() => clearTimeout(timer))
}
