/**
 * Declarations of the wallet's logo pinned to the lower corner of the account's avatar (Account,
 * SIWXSignMessage), ringed with the view's background so it stands off the avatar.
 * @example
 * const css = `.portico-account-wallet {\n  ${avatarBadgeCss}\n}`
 */
export const avatarBadgeCss = `position: absolute;
  inset-inline-end: -4px;
  bottom: -4px;
  border-radius: var(--portico-radius-sm);
  box-shadow: 0 0 0 3px var(--portico-bg);`
