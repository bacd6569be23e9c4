import { STORAGE_KEYS } from '@portico/common'
import { usePorticoClient } from '../../../hooks/clientHooks'
import { useEmbeddedWallet } from '../../../hooks/useEmbeddedWallet'
import { useT } from '../../../i18n/useT'
import { OtpForm } from '../../../ui/OtpForm/OtpForm'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { Spinner } from '../../../ui/Spinner/Spinner'
import { describeEmbeddedError } from '../describeEmbeddedError'
import { embeddedWalletViewsCss } from '../embeddedWalletViewsCss'

/**
 * The UpdateEmailSecondaryOtp view (spec §4): the code sent to the new address; success saves
 * the new email (account `user`, login cache) and returns to Account.
 * @example
 * client.replace({ view: 'UpdateEmailSecondaryOtp', email: 'ada@example.com', newEmail: 'ada@new.example' })
 */
export default function UpdateEmailSecondaryOtpView({
  newEmail,
}: {
  email: string
  newEmail: string
}) {
  const client = usePorticoClient()
  const wallet = useEmbeddedWallet()
  const { t, rich } = useT()
  return (
    <div className="portico-view portico-ew" data-testid="portico-view-UpdateEmailSecondaryOtp">
      <ShadowStyle css={embeddedWalletViewsCss} />
      {wallet ? (
        <OtpForm
          intro={rich('embedded.otp.intro', {
            email: newEmail,
            mailbox: (chunks) => <span className="portico-ew-email">{chunks}</span>,
          })}
          onSubmit={async (code) => {
            const saved = await wallet.updateEmailSecondaryOtp(code)
            const account = client.stores.account.getState()
            const user = account.accounts.eip155?.user
            if (user) account.setAccount('eip155', { user: { ...user, email: saved.newEmail } })
            client.storage.set(STORAGE_KEYS.embeddedEmail, saved.newEmail)
            client.stores.toast.getState().showSuccess(t('embedded.updateEmailSecondary.updated'))
            client.reset({ view: 'Account' })
          }}
          describeError={(error) => describeEmbeddedError(error, t)}
          testId="portico-update-email-secondary"
        />
      ) : (
        <Spinner size={24} label={t('embedded.loading')} />
      )}
    </div>
  )
}
