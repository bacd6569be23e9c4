import { sessionTokensSchema } from './sessionTokensSchema'
import { userSchema } from './userSchema'

/**
 * What a finished login answers, whichever way the visitor signed in (code, passkey, social
 * provider, Farcaster): the session tokens and the user, its `authProvider` and `userName` those
 * of this session.
 * @example
 * const { user, ...tokens } = await api.call('POST', '/auth/v1/login/verify', { body }, loginAnswerSchema)
 */
export const loginAnswerSchema = sessionTokensSchema.extend({ user: userSchema })
