import type { Portico } from '@portico/core'
import { createOpenIntent, type OpenIntent, startClient } from '@portico/react/vanilla'
import type { App, Plugin } from 'vue'
import { mountModalOnDemand } from '../modal/mountModalOnDemand'
import { porticoClientKey } from './porticoClientKey'
import { porticoOpenIntentKey } from './porticoOpenIntentKey'

/**
 * The Vue plugin: gives the app's composables and buttons their client. In the browser, once the
 * app has mounted (hydrated, under Nuxt), it starts the client (at once when a wallet from the
 * last visit is to reconnect, else at the visitor's first sign of interest, or soon after the
 * load where the app opens the modal itself through `usePortico()` / `useModal()`) and
 * hosts the modal, loaded on demand; on the server it only provides the client,
 * and touches no `window`.
 * @example
 * const portico = createPortico({ networks, projectId: 'my-project', adapters: [createWagmiAdapter({ networks })] })
 * createApp(App).use(createPorticoPlugin(portico)).mount('#app')
 */
export function createPorticoPlugin(client: Portico): Plugin {
  return {
    install(app: App) {
      app.provide(porticoClientKey, client)
      const intent = createOpenIntent()
      app.provide(porticoOpenIntentKey, intent)
      if (typeof window === 'undefined') return
      let stop = () => {}
      // After the mount: a state change during hydration would be a mismatch, and the page's
      // first paint comes before the start-up's requests.
      const mount = app.mount.bind(app)
      app.mount = (...args: Parameters<App['mount']>) => {
        const instance = mount(...args)
        stop = startInBrowser(client, intent)
        return instance
      }
      app.onUnmount(() => stop())
    },
  }
}

function startInBrowser(client: Portico, intent: OpenIntent): () => void {
  const stopStart = startClient(client, intent)
  const unmountModal = mountModalOnDemand(client, intent)
  return () => {
    stopStart()
    unmountModal()
  }
}
