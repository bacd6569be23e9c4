import { FrameRequestError } from '../FrameRequestError'

/**
 * The answer of a login (or GET_USER) whose account needs the visitor before it has a usable
 * key: a new account (its key is made only with its protection, or after the operator's notice)
 * or an older one still to protect. The session is kept; the page shows the frame and sends
 * UNLOCK_KEY, which asks the visitor in the frame's form.
 * @example if (!prompt) throw recoverySetupRequired()
 */
export const recoverySetupRequired = () =>
  new FrameRequestError('Protect your wallet to finish setting it up', 'RECOVERY_SETUP_REQUIRED')
