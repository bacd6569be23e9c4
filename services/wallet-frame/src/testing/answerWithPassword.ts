import type { RecoveryPrompt } from '../../page/createKeyManager'

/**
 * A key manager prompt for a Node frame whose visitor always types `password`: its logins make
 * the first key protected by it (`create`), or open the key on a new device (`unlock`), without
 * the page's UNLOCK_KEY round trip. For tests about something else than custody, on a
 * self-custody service.
 * @example const frame = createNodeFrame(service, undefined, { prompt: answerWithPassword(password) })
 */
export const answerWithPassword =
  (password: string): RecoveryPrompt =>
  async () => ({ method: 'password', password })
