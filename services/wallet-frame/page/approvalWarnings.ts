/**
 * The warning of a personal_sign message that is exactly 32 bytes: a hash, which can stand for a
 * transaction, a user operation or a permit. One sentence, used wherever such a message is shown.
 * @example warnings.push(HASH_MESSAGE_WARNING)
 */
export const HASH_MESSAGE_WARNING =
  'This message is a 32-byte hash, not text. Signing it can authorise a transaction or a transfer of your funds.'

/**
 * The warnings of the approval view that name what they warn about.
 * @example approvalWarnings.unlimited('PTT', '0xSpender…')
 */
export const approvalWarnings = {
  // The spender and operator are in the rows below; the warning stays short enough to read.
  unlimited: (symbol: string) =>
    `Unlimited: the spender can take all of your ${symbol}, now and later, until you revoke it.`,
  operatorForAll: (collection: string) =>
    `This gives the operator all of your tokens of ${collection}: it can move any of them, now and later.`,
  unreadableToken: (address: string) =>
    `The token at ${address} did not tell its symbol or decimals: the amount is shown in raw units.`,
  chainMismatch: (requested: string, current: string) =>
    `This signature is for ${requested}, not for the current network ${current}.`,
  expired: (deadline: string) => `The deadline of this signature has passed (${deadline}).`,
  swapRecipient: (symbol: string, recipient: string) =>
    `The ${symbol} bought go to ${recipient} — not your wallet.`,
  anyPrice: (symbol: string) =>
    `No least amount of ${symbol}: this swap accepts any price, and a front-runner can leave you almost nothing.`,
  swapExpired: (deadline: string) =>
    `The deadline of this swap has passed (${deadline}): the router will refuse it.`,
}

/**
 * The warning of a swap router multicall that is more, or other, than one swap the frame can
 * read: it names the calls but cannot vouch for the amounts or the recipient.
 * @example warnings.push(ROUTER_CALLS_WARNING)
 */
export const ROUTER_CALLS_WARNING =
  'These router calls are not one plain swap: the wallet cannot say what you pay, what you get or where it goes. Approve them only if you trust this app.'

/**
 * The warning of a call whose data the frame cannot decode: its bytes are all there is to read.
 * @example warnings.push(UNDECODED_CALL_WARNING)
 */
export const UNDECODED_CALL_WARNING =
  'The wallet cannot read what this call does: approve it only if you trust this app and the contract it calls.'
