import type { RecoveryStatus } from '../../src/shared/recoveryProtection'
import type { PasskeyCeremonies } from '../createPasskeyCeremonies'
import type { RecoveryMethod } from './RecoveryPrompt'

/** Why no passkey is offered when the wallet service is reached by an IP address. */
export const PASSKEY_NEEDS_DOMAIN =
  'Passkeys need the wallet service on a domain name, and this one is reached by an IP address.'
/** Why no passkey is offered when the browser has no WebAuthn here. */
export const PASSKEY_NOT_IN_BROWSER = 'This browser cannot use passkeys here.'

/**
 * What this frame can offer to protect recovery here: a passkey first where both the service
 * (a domain name) and the browser can, and the recovery password always; when a passkey cannot
 * be offered, the reason the form shows beside its greyed button.
 * @example const { methods, passkeyUnavailable } = protectionOffer(await fetchRecoveryStatus({ api }), passkeys)
 */
export function protectionOffer(
  status: Pick<RecoveryStatus, 'passkeysAvailable'>,
  passkeys: PasskeyCeremonies | undefined,
): { methods: RecoveryMethod[]; passkeyUnavailable?: string } {
  if (!status.passkeysAvailable)
    return { methods: ['password'], passkeyUnavailable: PASSKEY_NEEDS_DOMAIN }
  if (!passkeys?.supported())
    return { methods: ['password'], passkeyUnavailable: PASSKEY_NOT_IN_BROWSER }
  return { methods: ['passkey', 'password'] }
}

/**
 * The ways this frame can offer to protect recovery here ({@link protectionOffer}'s methods).
 * @example const methods = protectionMethods(await fetchRecoveryStatus({ api }), passkeys)
 */
export const protectionMethods = (
  status: Pick<RecoveryStatus, 'passkeysAvailable'>,
  passkeys: PasskeyCeremonies | undefined,
): RecoveryMethod[] => protectionOffer(status, passkeys).methods
