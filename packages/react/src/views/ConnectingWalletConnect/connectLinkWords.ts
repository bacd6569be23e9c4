import type { CopyLinkWords } from '../CopyLinkButton'

/**
 * The words of 'Copy link' under a sign-in link (a WalletConnect pairing, a Farcaster sign-in).
 * @example
 * <CopyLinkButton link={uri} words={CONNECT_LINK_WORDS} testId="portico-wc-copy" />
 */
export const CONNECT_LINK_WORDS: CopyLinkWords = {
  copy: 'connect.link.copy',
  copied: 'connect.link.copied',
  failed: 'connect.link.copyFailed',
}
