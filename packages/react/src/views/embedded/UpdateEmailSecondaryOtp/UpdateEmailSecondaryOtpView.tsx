import { STORAGE_KEYS } from '@portico/common'
import { usePorticoClient } from '../../../hooks/clientHooks'
import { useT } from '../../../i18n/useT'
import { EmailCodeStep } from '../EmailCodeStep'

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
  const { t } = useT()
  return (
    <EmailCodeStep
      view="UpdateEmailSecondaryOtp"
      email={newEmail}
      onSubmit={async (wallet, code) => {
        const saved = await wallet.updateEmailSecondaryOtp(code)
        const account = client.stores.account.getState()
        const user = account.accounts.eip155?.user
        if (user) account.setAccount('eip155', { user: { ...user, email: saved.newEmail } })
        client.storage.set(STORAGE_KEYS.embeddedEmail, saved.newEmail)
        client.stores.toast.getState().showSuccess(t('embedded.updateEmailSecondary.updated'))
        client.reset({ view: 'Account' })
      }}
    />
  )
}
