import { escapeHtml } from '../page/escapeHtml'
import type { Mail } from './createMailer'

/**
 * The mail carrying a 6-digit code; `reason` says what it confirms.
 * @example otpMail({ to, code: '042917', reason: 'sign in', validMinutes: 10 })
 */
export function otpMail(args: {
  to: string
  code: string
  reason: string
  validMinutes: number
}): Mail {
  const { to, code, reason, validMinutes } = args
  return {
    to,
    subject: `${code} is your Portico wallet code`,
    text: `Your code to ${reason}: ${code}\n\nIt is valid for ${validMinutes} minutes. If you did not ask for it, ignore this mail.`,
    html: `<p>Your code to ${escapeHtml(reason)}:</p><p style="font-size:28px;font-weight:600;letter-spacing:4px">${code}</p><p>It is valid for ${validMinutes} minutes. If you did not ask for it, ignore this mail.</p>`,
  }
}

/**
 * The mail asking to approve a new device before its code is sent.
 * @example deviceApprovalMail({ to, link: 'http://127.0.0.1:8789/device/approve?token=…' })
 */
export function deviceApprovalMail(args: { to: string; link: string }): Mail {
  const { to, link } = args
  return {
    to,
    subject: 'Approve a new device for your Portico wallet',
    text: `Someone is signing in to your Portico wallet from a new device.\n\nApprove it: ${link}\n\nThen a sign-in code is sent to you. If this was not you, ignore this mail: nothing happens without your approval.`,
    html: `<p>Someone is signing in to your Portico wallet from a new device.</p><p><a href="${escapeHtml(link)}">Approve this device</a></p><p>Then a sign-in code is sent to you. If this was not you, ignore this mail: nothing happens without your approval.</p>`,
  }
}
