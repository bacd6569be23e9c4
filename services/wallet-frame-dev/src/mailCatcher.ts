import { startMailCatcher } from './startMailCatcher'

// `npm run mail`: the dev mail catcher alone, until Ctrl-C.
const smtpPort = Number(process.env.PORTICO_SMTP_PORT ?? 1025)
const webPort = Number(process.env.PORTICO_MAIL_WEB_PORT ?? 1080)
const mail = await startMailCatcher({ smtpPort, webPort })
console.log(`[mail] SMTP 127.0.0.1:${mail.smtpPort}, inbox ${mail.webUrl}`)
const stop = () => void mail.stop().then(() => process.exit(0))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
