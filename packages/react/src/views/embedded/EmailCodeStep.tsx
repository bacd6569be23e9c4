import type { EmbeddedWallet } from '@portico/core'
import { useEmbeddedWallet } from '../../hooks/useEmbeddedWallet'
import type { MessageKey } from '../../i18n/messages/en'
import { useT } from '../../i18n/useT'
import { OtpForm } from '../../ui/OtpForm/OtpForm'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { Spinner } from '../../ui/Spinner/Spinner'
import { describeEmbeddedError } from './describeEmbeddedError'
import { embeddedWalletViewsCss } from './embeddedWalletViewsCss'

/** What each code view says the code is for, and the test id of its form. */
const STEPS = {
  EmailVerifyOtp: { intro: 'embedded.otp.intro', testId: 'portico-email-otp' },
  UpdateEmailPrimaryOtp: {
    intro: 'embedded.updateEmailPrimary.intro',
    testId: 'portico-update-email-primary',
  },
  UpdateEmailSecondaryOtp: {
    intro: 'embedded.otp.intro',
    testId: 'portico-update-email-secondary',
  },
} as const satisfies Record<string, { intro: MessageKey; testId: string }>

/**
 * What the views that take a 6-digit code mailed to `email` show (EmailVerifyOtp,
 * UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp): what the code is for with the address in
 * bold, the code form once the embedded wallet has loaded (a spinner until then), its refusals
 * in the visitor's words. The view says what a right code does (`onSubmit`) and how to send
 * another (`onResend`; no 'Resend code' without it).
 * @example
 * <EmailCodeStep view="EmailVerifyOtp" email={email} onSubmit={(wallet, code) => wallet.connectOtp(code)} />
 */
export function EmailCodeStep({
  view,
  email,
  onSubmit,
  onResend,
}: {
  view: keyof typeof STEPS
  email: string
  onSubmit: (wallet: EmbeddedWallet, code: string) => Promise<void>
  onResend?: ((wallet: EmbeddedWallet) => Promise<void>) | undefined
}) {
  const wallet = useEmbeddedWallet()
  const { t, rich } = useT()
  const { intro, testId } = STEPS[view]
  return (
    <div className="portico-view portico-ew" data-testid={`portico-view-${view}`}>
      <ShadowStyle css={embeddedWalletViewsCss} />
      {wallet ? (
        <OtpForm
          intro={rich(intro, {
            email,
            mailbox: (chunks) => <span className="portico-ew-email">{chunks}</span>,
          })}
          onSubmit={(code) => onSubmit(wallet, code)}
          {...(onResend && { onResend: () => onResend(wallet) })}
          describeError={(error) => describeEmbeddedError(error, t)}
          testId={testId}
        />
      ) : (
        <Spinner size={24} label={t('embedded.loading')} />
      )}
    </div>
  )
}
