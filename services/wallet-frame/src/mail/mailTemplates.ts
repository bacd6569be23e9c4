import { escapeHtml } from '../page/escapeHtml'
import type { Mail } from './createMailer'

const IGNORE = 'If you did not ask for it, ignore this mail.'

/**
 * The mail carrying a 6-digit code; `reason` says what it confirms, in full (an email change
 * names the new address and the site, so a code copied to someone else's page reads for what it
 * is).
 * @example otpMail({ to, code: '042917', reason: 'sign in', validMinutes: 10 })
 */
export function otpMail(args: {
  to: string
  code: string
  reason: string
  validMinutes: number
  subject?: string
}): Mail {
  const { to, code, reason, validMinutes } = args
  return {
    to,
    subject: `${code} ${args.subject ?? 'is your Portico wallet code'}`,
    text: `Your code to ${reason}: ${code}\n\nIt is valid for ${validMinutes} minutes. Never give it to anyone. ${IGNORE}`,
    html: `<p>Your code to ${escapeHtml(reason)}:</p><p style="font-size:28px;font-weight:600;letter-spacing:4px">${code}</p><p>It is valid for ${validMinutes} minutes. Never give it to anyone. ${IGNORE}</p>`,
  }
}

/**
 * The mail asking to approve a new device before its code is sent: which site asks, which
 * device (browser and system, from its User-Agent) and when.
 * @example deviceApprovalMail({ to, link, site: 'Demo (https://demo.example)', device: 'Firefox on Windows', at: 'Tue, 24 Nov 2026 11:40:00 GMT' })
 */
export function deviceApprovalMail(args: {
  to: string
  link: string
  site: string
  device: string
  at: string
}): Mail {
  const { to, link, site, device, at } = args
  const what = `Someone is signing in to your Portico wallet from a new device: ${device}, on ${site}, at ${at}.`
  const rest =
    'Then a sign-in code is sent to you. If this was not you, ignore this mail: nothing happens without your approval.'
  return {
    to,
    subject: 'Approve a new device for your Portico wallet',
    text: `${what}\n\nApprove it: ${link}\n\n${rest}`,
    html: `<p>${escapeHtml(what)}</p><p><a href="${escapeHtml(link)}">Approve this device</a></p><p>${escapeHtml(rest)}</p>`,
  }
}

/**
 * The notice to the old address after an email change: what changed, where and when, and a
 * link that puts the old address back (and signs every device out) for `validDays`.
 * @example emailChangedMail({ to: old, newEmail, site, at, link, validDays: 7 })
 */
export function emailChangedMail(args: {
  to: string
  newEmail: string
  site: string
  at: string
  link: string
  validDays: number
}): Mail {
  const { to, newEmail, site, at, link, validDays } = args
  const what = `The email of your Portico wallet was changed from ${to} to ${newEmail} on ${site} at ${at}. Sign-in codes now go to ${newEmail}.`
  const undo = `If this was not you, undo it within ${validDays} days: this puts ${to} back and signs every device out.`
  return {
    to,
    subject: 'The email of your Portico wallet was changed',
    text: `${what}\n\n${undo}\n${link}\n\nIf it was you, there is nothing to do.`,
    html: `<p>${escapeHtml(what)}</p><p>${escapeHtml(undo)}</p><p><a href="${escapeHtml(link)}">Undo the change</a></p><p>If it was you, there is nothing to do.</p>`,
  }
}

/**
 * The mail to the previous address when, after an email change that can still be undone, a
 * device that was not the account's before the change asks for the key: which device, when, and
 * a link that lets it have the key; without it the device waits until `until`.
 * @example keyReleaseMail({ to: old, newEmail, changedAt, device: 'Firefox on Windows', at, until, link })
 */
export function keyReleaseMail(args: {
  to: string
  newEmail: string
  changedAt: string
  device: string
  at: string
  until: string
  link: string
}): Mail {
  const { to, newEmail, changedAt, device, at, until, link } = args
  const what = `The email of your Portico wallet was changed from ${to} to ${newEmail} at ${changedAt}. A device that was not yours before that change asks for the wallet's key: ${device}, at ${at}. Until ${until} it gets the key only if you approve it.`
  const rest = `Approve it only if you changed the email yourself and this device is yours. If not, do not approve: undo the email change with the link in the mail we sent when it changed.`
  return {
    to,
    subject: "Approve a new device for your Portico wallet's key",
    text: `${what}\n\nApprove this device: ${link}\n\n${rest}`,
    html: `<p>${escapeHtml(what)}</p><p><a href="${escapeHtml(link)}">Approve this device</a></p><p>${escapeHtml(rest)}</p>`,
  }
}

/**
 * A time as mails state it, in UTC.
 * @example mailTime(Date.UTC(2026, 10, 24, 11, 40)) // 'Tue, 24 Nov 2026 11:40:00 GMT'
 */
export function mailTime(ms: number): string {
  return new Date(ms).toUTCString()
}
