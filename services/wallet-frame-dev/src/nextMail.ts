import { z } from 'zod'

const mailSchema = z.object({
  id: z.string(),
  subject: z.string(),
  text: z.string().optional(),
  to: z.array(z.object({ address: z.string() })),
  date: z.string(),
})

/** One mail as maildev's REST API lists it. @example mail.subject */
export type CaughtMail = z.infer<typeof mailSchema>

/**
 * Waits for the newest mail to `to` that is not in `skip` (ids seen before), read from maildev's
 * REST API (`GET /email`).
 * @example const mail = await nextMail(inbox, 'ada@example.com', seen)
 */
export async function nextMail(
  webUrl: string,
  to: string,
  skip: Set<string>,
  timeoutMs = 10_000,
): Promise<CaughtMail> {
  const until = Date.now() + timeoutMs
  for (;;) {
    // A request maildev leaves unanswered is asked again, not waited on past the deadline.
    const answer = await fetch(`${webUrl}/email`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.json(),
      () => [],
    )
    const all = z.array(mailSchema).parse(answer)
    const mail = all
      .filter(
        (m) => !skip.has(m.id) && m.to.some((r) => r.address.toLowerCase() === to.toLowerCase()),
      )
      .at(-1)
    if (mail) {
      skip.add(mail.id)
      return mail
    }
    if (Date.now() > until) throw new Error(`no mail to ${to} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * The 6-digit code of a code mail.
 * @example codeOf(mail) // '042917'
 */
export function codeOf(mail: CaughtMail): string {
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1]
  if (!code) throw new Error(`no code in "${mail.subject}"`)
  return code
}

/**
 * The approval link of a device mail.
 * @example linkOf(mail) // 'http://127.0.0.1:8789/device/approve?token=…'
 */
export function linkOf(mail: CaughtMail): string {
  const link = /(https?:\/\/\S+\/device\/approve\?token=[A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1]
  if (!link) throw new Error('no approval link in the mail')
  return link
}

/**
 * The link of the mail the previous address gets when a device newer than an email change asks
 * for the key (`KEY_HELD_AFTER_EMAIL_CHANGE`): its page approves that device.
 * @example releaseLinkOf(mail) // 'http://localhost:8789/device/release?token=…'
 */
export function releaseLinkOf(mail: CaughtMail): string {
  const link = /(https?:\/\/\S+\/device\/release\?token=[A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1]
  if (!link) throw new Error('no release link in the mail')
  return link
}
