import { z } from '../zodMini'

/**
 * What the wallet frame's social callback page posts to the page that opened the login pop-up:
 * a URI naming the login (the provider's code went to the wallet frame itself), handed back
 * unchanged in CONNECT_SOCIAL.
 * @example
 * socialCallbackMessageSchema.parse({ type: '@portico-social/CALLBACK', uri: 'http://127.0.0.1:8789/social/callback?login=L1' })
 */
export const socialCallbackMessageSchema = z.object({
  type: z.literal('@portico-social/CALLBACK'),
  uri: z.string().check(z.minLength(1), z.maxLength(4096)),
})

/**
 * A parsed social callback message.
 * @example
 * const message: SocialCallbackMessage = { type: '@portico-social/CALLBACK', uri }
 */
export type SocialCallbackMessage = z.infer<typeof socialCallbackMessageSchema>
