/**
 * The recovery password the e2e files protect their new embedded wallets with, and unlock them
 * with on a new device: one for every file, as files share the stack's accounts (the dev
 * identity provider's users sign in from several of them).
 * @example
 * await protectNewWallet(page, { password: RECOVERY_PASSWORD })
 */
export const RECOVERY_PASSWORD = 'correct horse battery staple'
