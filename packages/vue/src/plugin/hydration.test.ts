// @vitest-environment jsdom
import { type Anvil, startAnvil } from '@portico/test'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp, createSSRApp, defineComponent, h, nextTick } from 'vue'
import { renderToString } from 'vue/server-renderer'
import { ConnectButton } from '../components/ConnectButton'
import { NetworkButton } from '../components/NetworkButton'
import { useAccount } from '../composables/useAccount'
import { useModal } from '../composables/useModal'
import { usePortico } from '../composables/usePortico'
import { devnetClient } from '../testing/devnetClient'
import { createPorticoPlugin } from './createPorticoPlugin'

let devnets: Anvil[] = []
beforeAll(async () => {
  devnets = await Promise.all([startAnvil({ chainId: 31337 })])
})
afterAll(async () => {
  await Promise.all(devnets.map((d) => d.stop()))
})

const App = defineComponent({
  setup() {
    const { status } = useAccount()
    return () => h('main', [h('p', `status: ${status.value}`), h(NetworkButton), h(ConnectButton)])
  },
})

describe('@portico/vue hydration', () => {
  it("hydrates the server's markup without a mismatch, then draws the buttons and starts the client when the visitor reaches for one", async () => {
    const html = await renderToString(
      createSSRApp(App).use(createPorticoPlugin(devnetClient(devnets).client)),
    )
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const { client } = devnetClient(devnets)
      const init = vi.spyOn(client, 'init')
      const app = createSSRApp(App).use(createPorticoPlugin(client))
      app.mount(container)
      await nextTick()
      expect([...warn.mock.calls, ...error.mock.calls].flat().join('\n')).not.toMatch(
        /hydrat|mismatch/i,
      )
      expect(container.querySelectorAll('portico-kit')).toHaveLength(2)
      expect(
        container.querySelector('portico-kit')?.shadowRoot?.querySelector('button'),
      ).not.toBeNull()
      // No stored session: the client starts at the first sign of interest, not on load.
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(init).not.toHaveBeenCalled()
      container
        .querySelector('portico-kit')
        ?.shadowRoot?.querySelector('button')
        ?.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }))
      await vi.waitFor(() => expect(init).toHaveBeenCalled())
      app.unmount()
    } finally {
      warn.mockRestore()
      error.mockRestore()
      container.remove()
    }
  })

  it("with the app's own opener (usePortico, useModal), starts the client at the first idle moment, with no hover", async () => {
    for (const useOpener of [usePortico, useModal]) {
      const SignIn = defineComponent({
        setup() {
          const { open } = useOpener()
          return () => h('button', { onClick: () => void open() }, 'Sign in')
        },
      })
      const container = document.createElement('div')
      document.body.append(container)
      const { client } = devnetClient(devnets)
      const init = vi.spyOn(client, 'init')
      const app = createApp(() => h('main', [h(ConnectButton), h(SignIn)]))
      app.use(createPorticoPlugin(client)).mount(container)
      // jsdom's page has loaded: its first idle moment (a short timeout there), not 5 s later.
      await vi.waitFor(() => expect(init).toHaveBeenCalledTimes(1), { timeout: 1_000 })
      app.unmount()
      container.remove()
    }
  })
})
