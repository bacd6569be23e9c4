import type { z } from 'zod'
import type { FrameContext } from '../FrameContext'
import type { RecoveryPrompt } from '../keys/RecoveryPrompt'
import type { loginAnswerSchema } from './loginAnswerSchema'

/**
 * The end every frame login shares once the service has answered it with a session (a mailed
 * code, a passkey, a provider's answer, a Farcaster channel): the session is kept, the id of a
 * login still waiting for its code is dropped, and the key is brought to this device
 * (`keys.ensureKey`, which asks the visitor through `prompt` where it must). Answers the key's
 * address.
 * @example
 * const { user, ...tokens } = await api.call('POST', '/auth/v1/login/verify', { body }, loginAnswerSchema)
 * return toEmbeddedUser(ctx, user, await keepLogin(ctx, { user, ...tokens }))
 */
export async function keepLogin(
  { storage, keys }: FrameContext,
  answer: z.infer<typeof loginAnswerSchema>,
  prompt?: RecoveryPrompt,
): Promise<string> {
  const { user, ...tokens } = answer
  storage.setSession(tokens)
  storage.setLoginId(undefined)
  return keys.ensureKey(user.address, prompt)
}
