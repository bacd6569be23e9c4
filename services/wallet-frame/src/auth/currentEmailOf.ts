import { WalletFrameError } from '../errors/WalletFrameError'

/**
 * The account's email, to confirm a change from. An account made by a social login without a
 * verified email has no address to confirm the change from; adding one is not offered yet.
 * @example const current = currentEmailOf(user)
 */
export function currentEmailOf(user: { email: string | null }): string {
  if (user.email === null)
    throw new WalletFrameError('CONFLICT', { message: 'This account has no email to update' })
  return user.email
}
