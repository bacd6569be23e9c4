import nodemailer from 'nodemailer'
import type { WalletFrameConfig } from '../config/walletFrameConfigSchema'

/**
 * One outgoing mail.
 * @example const mail: Mail = { to: 'ada@example.com', subject: 'Your code', text: '123456', html: '<p>123456</p>' }
 */
export type Mail = { to: string; subject: string; text: string; html: string }

/**
 * Sends mail; the service depends on this shape only.
 * @example await mailer.send(mail)
 */
export type Mailer = { send: (mail: Mail) => Promise<void>; close: () => void }

/**
 * A nodemailer SMTP transport to the configured server (the dev stack's mail catcher on
 * 127.0.0.1:1025 by default).
 * @example const mailer = createMailer(config.smtp)
 */
export function createMailer(smtp: WalletFrameConfig['smtp']): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: smtp.requireTls,
    ...(smtp.user !== undefined && { auth: { user: smtp.user, pass: smtp.pass ?? '' } }),
    // A local catcher offers no TLS; a real server on 587 upgrades with STARTTLS by itself.
    ignoreTLS: !smtp.secure && !smtp.requireTls && smtp.user === undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(mail) {
      await transport.sendMail({ from: smtp.from, ...mail })
    },
    close: () => transport.close(),
  }
}
