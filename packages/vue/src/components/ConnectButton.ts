import type { ChainNamespace } from '@portico/common'
import { connectButtonState } from '@portico/react/vanilla'
import { defineComponent, h, type PropType } from 'vue'
import { storeRef } from '../composables/storeRef'
import { useAccount } from '../composables/useAccount'
import { useModalState } from '../composables/useModal'
import { usePorticoClient } from '../composables/usePorticoClient'
import { AccountButton } from './AccountButton'
import { buttonCss } from './buttonCss'
import { KitShadow } from './KitShadow'
import { spinner } from './Spinner'
import { useButtonWords } from './useButtonWords'

/**
 * The button that opens the modal. Once connected it turns into the {@link AccountButton}.
 * @example
 * // <ConnectButton label="Sign in" size="sm" />
 * h(ConnectButton, { label: 'Sign in', size: 'sm' })
 */
export const ConnectButton = defineComponent({
  name: 'PorticoConnectButton',
  props: {
    /** Default 'Connect Wallet' (in the client's locale). */
    label: { type: String, default: undefined },
    /** Shown while a connection is being made or restored. Default 'Connecting…' (in the client's locale). */
    loadingLabel: { type: String, default: undefined },
    size: { type: String as PropType<'md' | 'sm'>, default: 'md' },
    /** Once connected, show the account button (default) or keep nothing. */
    whenConnected: { type: String as PropType<'account' | 'hide'>, default: 'account' },
    namespace: { type: String as PropType<ChainNamespace>, default: undefined },
  },
  setup(props) {
    const client = usePorticoClient()
    const account = useAccount({ namespace: () => props.namespace })
    const modal = useModalState()
    const connectingTypes = storeRef(client.stores.connection, (s) => s.connectingType)
    const words = useButtonWords()
    return () => {
      if (account.isConnected.value) {
        if (props.whenConnected === 'hide') return null
        return h(AccountButton, props.namespace ? { namespace: props.namespace } : {})
      }
      const { busy, connecting } = connectButtonState({
        status: account.status.value,
        waitsForScan: connectingTypes.value[account.namespace.value] === 'WALLET_CONNECT',
        isOpen: modal.isOpen.value,
        isLoading: modal.isLoading.value,
      })
      const caption = connecting
        ? (props.loadingLabel ?? words.value['button.connecting'])
        : (props.label ?? words.value['button.connect'])
      return h(KitShadow, { css: buttonCss }, () =>
        h(
          'button',
          {
            type: 'button',
            class: 'portico-kit-button',
            'data-variant': 'accent',
            'data-size': props.size,
            'data-testid': 'portico-connect-button',
            'aria-busy': busy || undefined,
            'aria-haspopup': 'dialog',
            onClick: () => modal.open(props.namespace ? { namespace: props.namespace } : undefined),
          },
          [busy && spinner(16), h('span', caption)],
        ),
      )
    }
  },
})
