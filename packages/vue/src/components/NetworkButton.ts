import { networkImageUrl } from '@portico/react/vanilla'
import { defineComponent, h } from 'vue'
import { useNetwork } from '../composables/useNetwork'
import { usePorticoClient } from '../composables/usePorticoClient'
import { pillButtonCss } from './buttonCss'
import { KitShadow } from './KitShadow'
import { NetworkIcon } from './NetworkIcon'
import { useButtonWords } from './useButtonWords'

const CHEVRON = 'M6 9l6 6 6-6'
const WARNING = 'M12 4l9 16H3l9-16zM12 10v4.5M12 17v.5'

function mark(path: string, size: number) {
  return h(
    'svg',
    { width: size, height: size, viewBox: '0 0 24 24', fill: 'none', 'aria-hidden': 'true' },
    [
      h('path', {
        d: path,
        stroke: 'currentColor',
        'stroke-width': '2',
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    ],
  )
}

const withImage = (imageUrl: string | undefined) => (imageUrl ? { imageUrl } : {})

/**
 * The active network as a button that opens the network list. When the connected wallet is on
 * a network the app does not list, it says 'Wrong network' (warning colours) and opens the
 * Switch Network view instead.
 * @example
 * // <NetworkButton />
 * h(NetworkButton)
 */
export const NetworkButton = defineComponent({
  name: 'PorticoNetworkButton',
  props: {
    /** Shown when no network is active. Default 'Network' (in the client's locale). */
    label: { type: String, default: undefined },
  },
  setup(props) {
    const client = usePorticoClient()
    const { caipNetwork, isUnsupported } = useNetwork()
    const words = useButtonWords()
    return () => {
      const unsupported = isUnsupported.value
      const network = caipNetwork.value
      return h(KitShadow, { css: pillButtonCss }, () =>
        h(
          'button',
          {
            type: 'button',
            class: 'portico-kit-button',
            'data-variant': unsupported ? 'warning' : 'surface',
            'data-testid': 'portico-network-button',
            'aria-haspopup': 'dialog',
            onClick: () =>
              client.open({ view: { view: unsupported ? 'UnsupportedChain' : 'Networks' } }),
          },
          [
            h('span', { class: 'portico-kit-button-pill' }, [
              unsupported && mark(WARNING, 18),
              !unsupported &&
                network &&
                h(NetworkIcon, {
                  caipNetworkId: network.caipNetworkId,
                  name: network.name,
                  size: 24,
                  ...withImage(networkImageUrl(network, client.api.catalogue.assetImageUrl)),
                }),
              h(
                'span',
                unsupported
                  ? words.value['button.wrongNetwork']
                  : (network?.name ?? props.label ?? words.value['button.network']),
              ),
              mark(CHEVRON, 16),
            ]),
          ],
        ),
      )
    }
  },
})
