// A development tool (the mail catcher), so it may use the test package's port helper.
import { getFreePort } from '@portico/test/devnet/getFreePort'
import { type MailCatcher, startMailCatcher } from './startMailCatcher'

const ATTEMPTS = 3

/**
 * Starts a mail catcher (see {@link startMailCatcher}) on two ports that were free when asked.
 * maildev loads for a second or more before it listens, and meanwhile something else may take
 * a port (another test file's service, an outgoing connection's local port): then it exits with
 * EADDRINUSE and this tries two fresh ports, three times in all. Any other failure is thrown.
 * `pickPort` chooses the ports (getFreePort by default).
 * @example
 * const mail = await startMailCatcherOnFreePorts()
 * await mail.stop()
 */
export async function startMailCatcherOnFreePorts(
  pickPort: () => Promise<number> = getFreePort,
): Promise<MailCatcher> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startMailCatcher({ smtpPort: await pickPort(), webPort: await pickPort() })
    } catch (error) {
      if (attempt >= ATTEMPTS || !String(error).includes('EADDRINUSE')) throw error
    }
  }
}
