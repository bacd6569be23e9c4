import { networkColor, networkInitials, readableOn } from '@portico/react/vanilla'
import { defineComponent, h, ref } from 'vue'

const ETHEREUM_GLYPH =
  'M12 3l5.5 9.2L12 15.5l-5.5-3.3L12 3zM6.5 13.3L12 21l5.5-7.7L12 16.6l-5.5-3.3z'

/**
 * A network's image, or its colour and initials when it has none or the image fails to load
 * (the same drawing as the modal's).
 * @example
 * h(NetworkIcon, { caipNetworkId: 'eip155:1', name: 'Ethereum', size: 24 })
 */
export const NetworkIcon = defineComponent({
  name: 'PorticoNetworkIcon',
  props: {
    caipNetworkId: { type: String, required: true },
    name: { type: String, required: true },
    imageUrl: { type: String, default: undefined },
    size: { type: Number, default: 24 },
  },
  setup(props) {
    // Remembers which URL failed, so the next network's image is tried.
    const failedUrl = ref<string>()
    return () => {
      const { caipNetworkId, name, imageUrl, size } = props
      if (imageUrl && failedUrl.value !== imageUrl) {
        return h(
          'span',
          {
            class: 'portico-network-icon',
            style: { width: `${size}px`, height: `${size}px` },
            'aria-hidden': 'true',
          },
          [
            h('img', {
              src: imageUrl,
              alt: '',
              width: size,
              height: size,
              decoding: 'async',
              onError: () => {
                failedUrl.value = imageUrl
              },
            }),
          ],
        )
      }
      const background = networkColor(caipNetworkId)
      const initials = networkInitials(name)
      return h(
        'span',
        {
          class: 'portico-network-icon',
          style: {
            width: `${size}px`,
            height: `${size}px`,
            background,
            color: readableOn(background),
          },
          'aria-hidden': 'true',
        },
        [
          caipNetworkId === 'eip155:1'
            ? h(
                'svg',
                {
                  width: size * 0.7,
                  height: size * 0.7,
                  viewBox: '0 0 24 24',
                  fill: '#fff',
                  'aria-hidden': 'true',
                },
                [h('path', { d: ETHEREUM_GLYPH })],
              )
            : h(
                'span',
                {
                  style: {
                    fontSize: `${Math.round(size * (initials.length > 1 ? 0.36 : 0.44))}px`,
                  },
                },
                initials,
              ),
        ],
      )
    }
  },
})
