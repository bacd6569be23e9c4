import type { Portico } from '@portico/core'
import { type Component, createApp, defineComponent, h } from 'vue'
import { createPorticoPlugin } from '../plugin/createPorticoPlugin'

/**
 * Mounts a Vue app with the Portico plugin into a fresh element of the page: `use` runs in the
 * app's root component's setup (what it returns is handed back), and `render` draws below it.
 * @example
 * const { result, unmount } = mountWith(client, () => useAccount())
 */
export function mountWith<T>(
  client: Portico,
  use: () => T,
  render?: Component,
): { result: T; element: HTMLElement; unmount(): void } {
  let result: T | undefined
  const root = defineComponent({
    setup() {
      result = use()
      return () => (render ? h(render) : null)
    },
  })
  const app = createApp(root).use(createPorticoPlugin(client))
  const element = document.createElement('div')
  document.body.append(element)
  app.mount(element)
  return {
    result: result as T,
    element,
    unmount() {
      app.unmount()
      element.remove()
    },
  }
}
