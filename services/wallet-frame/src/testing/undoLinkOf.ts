import type { CaughtMail } from '@portico/wallet-frame-dev'

/**
 * The undo link of a "your email was changed" notice, as the old address received it.
 * @example const link = undoLinkOf(await nextMail(mail.webUrl, from, seen))
 */
export function undoLinkOf(caught: CaughtMail): URL {
  const link = /(https?:\/\/\S+\/email\/undo\?token=[A-Za-z0-9_-]+)/.exec(caught.text ?? '')?.[1]
  if (!link) throw new Error(`no undo link in "${caught.text}"`)
  return new URL(link)
}
