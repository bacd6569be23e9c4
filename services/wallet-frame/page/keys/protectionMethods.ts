import type { RecoveryStatus } from '../../src/shared/recoveryProtection'
import type { PasskeyCeremonies } from '../createPasskeyCeremonies'
import type { RecoveryMethod } from './RecoveryPrompt'

/**
 * The ways this frame can offer to protect recovery here, passkey first where both the service
 * (a domain name) and the browser can, else the recovery password alone.
 * @example const methods = protectionMethods(await fetchRecoveryStatus({ api }), passkeys)
 */
export const protectionMethods = (
  status: Pick<RecoveryStatus, 'passkeysAvailable'>,
  passkeys: PasskeyCeremonies | undefined,
): RecoveryMethod[] =>
  status.passkeysAvailable && passkeys?.supported() ? ['passkey', 'password'] : ['password']
