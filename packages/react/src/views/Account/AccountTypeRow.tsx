import { accountTypeOf } from '@portico/core'
import { useState } from 'react'
import { useActiveNamespace, usePorticoClient, useStoreValue } from '../../hooks/clientHooks'
import { useT } from '../../i18n/useT'
import { StrokeIcon } from '../../ui/Icon/StrokeIcon'

/**
 * The embedded wallet's account type in the Account view where the network has a smart account
 * beside the EOA: which one is connected, and "Switch to your standard account" / "Switch to
 * your smart account" (the frame's preferred account). Nothing for other wallets or networks.
 * @example
 * <AccountTypeRow />
 */
export function AccountTypeRow() {
  const client = usePorticoClient()
  const { t } = useT()
  const namespace = useActiveNamespace()
  const [busy, setBusy] = useState(false)
  const type = useStoreValue(client.stores.account, (s) => {
    const account = s.accounts[namespace]
    if (!account?.user || !account.allAccounts.some((a) => a.type === 'smartAccount'))
      return undefined
    return account.address ? accountTypeOf(account, account.address) : undefined
  })
  // The visitor's own address upgraded (EIP-7702) is the project's choice, not switched here.
  if (type !== 'smartAccount' && type !== 'eoa') return null
  const next = type === 'smartAccount' ? 'eoa' : 'smartAccount'
  const toast = client.stores.toast.getState()
  const onSwitch = async () => {
    setBusy(true)
    try {
      const wallet = await client.loadEmbeddedWallet()
      await wallet?.setPreferredAccount(next)
    } catch (error) {
      toast.showError(error instanceof Error ? error.message : t('account.type.switchFailed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className="portico-row-button"
      disabled={busy}
      onClick={() => void onSwitch()}
      data-testid="portico-account-type"
    >
      <StrokeIcon size={28} strokeWidth={1.6}>
        <rect x="4" y="8.5" width="16" height="11" rx="2.5" />
        <path d="M7 8.5V7a2.5 2.5 0 0 1 2.5-2.5h5A2.5 2.5 0 0 1 17 7v1.5M15 14h2" />
      </StrokeIcon>
      {/* The type above its switch: side by side, the switch's sentence cut the type short. */}
      <span className="portico-row-button-text">
        <span className="portico-row-button-label" data-testid="portico-account-type-label">
          {t(type === 'smartAccount' ? 'account.type.smartAccount' : 'account.type.eoa')}
        </span>
        <span className="portico-row-button-action" data-testid="portico-account-type-switch">
          {t(next === 'eoa' ? 'account.type.switchToEoa' : 'account.type.switchToSmartAccount')}
        </span>
      </span>
    </button>
  )
}
