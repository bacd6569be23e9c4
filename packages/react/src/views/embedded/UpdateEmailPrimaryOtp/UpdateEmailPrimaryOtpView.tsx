import { usePorticoClient } from '../../../hooks/clientHooks'
import { EmailCodeStep } from '../EmailCodeStep'

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
  return (
    <EmailCodeStep
      view="UpdateEmailPrimaryOtp"
      email={email}
      onSubmit={async (wallet, code) => {
        await wallet.updateEmailPrimaryOtp(code)
        client.replace({ view: 'UpdateEmailSecondaryOtp', email, newEmail })
      }}
      onResend={async (wallet) => {
        await wallet.updateEmail(newEmail)
      }}
    />
  )
}
