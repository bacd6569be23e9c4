import { usePorticoClient } from '../../../hooks/clientHooks'
import { useEmbeddedWallet } from '../../../hooks/useEmbeddedWallet'
import { useT } from '../../../i18n/useT'
import { OtpForm } from '../../../ui/OtpForm/OtpForm'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { Spinner } from '../../../ui/Spinner/Spinner'
import { describeEmbeddedError } from '../describeEmbeddedError'
import { embeddedWalletViewsCss } from '../embeddedWalletViewsCss'

/**
 * The UpdateEmailPrimaryOtp view (spec §4): the code sent to the current address proves the
 * change comes from its owner; then the new address gets its own code.
 * @example
 * client.push({ view: 'UpdateEmailPrimaryOtp', email: 'ada@example.com', newEmail: 'ada@new.example' })
 */
export default function UpdateEmailPrimaryOtpView({
  email,
  newEmail,
}: {
  email: string
  newEmail: string
}) {
  const client = usePorticoClient()
  const wallet = useEmbeddedWallet()
  const { t, rich } = useT()
  return (
    <div className="portico-view portico-ew" data-testid="portico-view-UpdateEmailPrimaryOtp">
      <ShadowStyle css={embeddedWalletViewsCss} />
      {wallet ? (
        <OtpForm
          intro={rich('embedded.updateEmailPrimary.intro', {
            email,
            mailbox: (chunks) => <span className="portico-ew-email">{chunks}</span>,
          })}
          onSubmit={async (code) => {
            await wallet.updateEmailPrimaryOtp(code)
            client.replace({ view: 'UpdateEmailSecondaryOtp', email, newEmail })
          }}
          onResend={async () => {
            await wallet.updateEmail(newEmail)
          }}
          describeError={(error) => describeEmbeddedError(error, t)}
          testId="portico-update-email-primary"
        />
      ) : (
        <Spinner size={24} label={t('embedded.loading')} />
      )}
    </div>
  )
}
