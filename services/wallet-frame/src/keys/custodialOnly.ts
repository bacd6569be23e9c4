import { WalletFrameError } from '../errors/WalletFrameError'

/**
 * The answer of a protection route on a service in operator custody (config `custody:
 * 'operator'`): the site keeps email-only recovery, so visitors are offered no passkey or
 * recovery password.
 * @example if (deps.custody === 'operator') throw custodialOnly()
 */
export const custodialOnly = () =>
  new WalletFrameError('CONFLICT', {
    message: 'This wallet service keeps recovery itself (custodial): it offers no protection',
  })
