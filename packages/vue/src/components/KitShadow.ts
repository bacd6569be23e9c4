import { RTL_LOCALES } from '@portico/common'
import {
  canAdoptSheets,
  constructedSheet,
  createThemeVariables,
  prefersLightScheme,
  resolveThemeMode,
  watchColorScheme,
} from '@portico/react/vanilla'
import { defineComponent, h, onBeforeUnmount, onMounted, ref, shallowRef, Teleport } from 'vue'
import { storeRef } from '../composables/storeRef'
import { usePorticoClient } from '../composables/usePorticoClient'

/**
 * Puts a page-level button into its own shadow root on a `<portico-kit>` host, themed like the
 * modal, so the page's CSS neither breaks it nor is touched by it. The server renders the empty
 * host; the button appears once the app has mounted (as with `@portico/react`), so hydration
 * sees the same markup on both sides.
 * @example
 * h(KitShadow, { css }, () => h('button', { class: 'portico-kit-button' }, 'Connect Wallet'))
 */
export const KitShadow = defineComponent({
  name: 'PorticoKitShadow',
  props: {
    /** CSS of the shadow root: adopted as a constructable stylesheet, or a `<style>`. */
    css: { type: String, required: true },
  },
  setup(props, { slots }) {
    const client = usePorticoClient()
    const theme = storeRef(client.stores.theme, (s) => s)
    const host = ref<HTMLElement>()
    const root = shallowRef<ShadowRoot>()
    const prefersLight = ref(false)
    let stopWatching = () => {}
    onMounted(() => {
      const element = host.value
      if (!element) return
      const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
      if (canAdoptSheets(shadow)) {
        shadow.adoptedStyleSheets = [constructedSheet(element.ownerDocument, props.css)]
      } else {
        const style = element.ownerDocument.createElement('style')
        if (client.options.nonce) style.nonce = client.options.nonce
        style.textContent = props.css
        shadow.append(style)
      }
      prefersLight.value = prefersLightScheme()
      stopWatching = watchColorScheme(() => {
        prefersLight.value = prefersLightScheme()
      })
      root.value = shadow
    })
    onBeforeUnmount(() => stopWatching())
    return () => {
      const { themeMode, themeVariables, locale } = theme.value
      const mode = resolveThemeMode(themeMode, prefersLight.value)
      const content = root.value
        ? [
            h(Teleport, { to: root.value as unknown as HTMLElement }, [
              h(
                'div',
                {
                  class: 'portico-root',
                  'data-theme': mode,
                  style: createThemeVariables(mode, themeVariables),
                  lang: locale,
                  dir: RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr',
                },
                slots.default?.(),
              ),
            ]),
          ]
        : []
      return h('portico-kit', { ref: host }, content)
    }
  },
})
