import type { ChainNamespace } from '@portico/common'
import type { Translator } from '../../i18n/Translator'

/**
 * What the visitor should know about a valid receiver before sending, without being stopped:
 * that it is their own address. EVM addresses compare without case (checksums differ).
 * @example
 * receiverNotice('eip155', '0xf39f…', '0xF39F…', t) // 'This is your own address: …'
 */
export function receiverNotice(
  namespace: ChainNamespace,
  receiver: string | undefined,
  own: string | undefined,
  t: Translator['t'],
): string | undefined {
  const typed = receiver?.trim()
  if (!typed || !own) return undefined
  const same = namespace === 'eip155' ? typed.toLowerCase() === own.toLowerCase() : typed === own
  return same ? t('send.receiver.self') : undefined
}
