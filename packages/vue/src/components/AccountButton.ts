import { type ChainNamespace, formatBalance, truncateAddress } from '@portico/common'
import { identiconBackground } from '@portico/react/vanilla'
import { computed, defineComponent, h, type PropType } from 'vue'
import { storeRef } from '../composables/storeRef'
import { useAccount } from '../composables/useAccount'
import { usePorticoClient } from '../composables/usePorticoClient'
import { pillButtonCss } from './buttonCss'
import { KitShadow } from './KitShadow'

/**
 * The connected account as a button (identicon or profile image, name or short address, balance
 * truncated to 3 decimals in the visitor's locale) that opens the Account view. Renders nothing
 * while disconnected.
 * @example
 * // <AccountButton balance="hide" />
 * h(AccountButton, { balance: 'hide' })
 */
export const AccountButton = defineComponent({
  name: 'PorticoAccountButton',
  props: {
    /** Show the native balance beside the address. Default 'show'. */
    balance: { type: String as PropType<'show' | 'hide'>, default: 'show' },
    namespace: { type: String as PropType<ChainNamespace>, default: undefined },
  },
  setup(props) {
    const client = usePorticoClient()
    const account = useAccount({ namespace: () => props.namespace })
    const accounts = storeRef(client.stores.account, (s) => s.accounts)
    const profile = computed(() => accounts.value[account.namespace.value])
    // The client's locale: the number reads right before any messages load.
    const locale = storeRef(client.stores.theme, (s) => s.locale)
    return () => {
      const address = account.address.value
      if (!account.isConnected.value || !address) return null
      const balance = account.balance.value
      const shownBalance =
        props.balance === 'show' && balance !== undefined
          ? formatBalance(balance, account.balanceSymbol.value, { locale: locale.value })
          : undefined
      const image = profile.value?.profileImage
      return h(KitShadow, { css: pillButtonCss }, () =>
        h(
          'button',
          {
            type: 'button',
            class: 'portico-kit-button',
            'data-variant': 'surface',
            'data-testid': 'portico-account-button',
            onClick: () => client.open({ view: { view: 'Account' } }),
          },
          [
            shownBalance && h('span', { class: 'portico-kit-button-balance' }, shownBalance),
            h('span', { class: 'portico-kit-button-pill' }, [
              h(
                'span',
                {
                  class: 'portico-avatar',
                  style: {
                    width: '24px',
                    height: '24px',
                    background: identiconBackground(address),
                  },
                  'aria-hidden': 'true',
                },
                image ? [h('img', { src: image, alt: '', width: 24, height: 24 })] : [],
              ),
              h(
                'span',
                { 'data-testid': 'portico-account-button-label' },
                profile.value?.profileName ?? truncateAddress(address),
              ),
            ]),
          ],
        ),
      )
    }
  },
})
