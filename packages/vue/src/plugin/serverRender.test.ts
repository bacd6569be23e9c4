// @vitest-environment node
import { DEVNET_CHAINS } from '@portico/common'
import { createPortico } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { createSSRApp, defineComponent, h } from 'vue'
import { renderToString } from 'vue/server-renderer'
import { ConnectButton } from '../components/ConnectButton'
import { NetworkButton } from '../components/NetworkButton'
import { useAccount } from '../composables/useAccount'
import { createPorticoPlugin } from './createPorticoPlugin'

describe('@portico/vue on the server', () => {
  it('renders the buttons as empty hosts and the composables as the disconnected state, with no window', async () => {
    expect(typeof window).toBe('undefined')
    const client = createPortico({
      networks: [DEVNET_CHAINS.devnetA, DEVNET_CHAINS.devnetB],
      adapters: [],
      storage: null,
    })
    const App = defineComponent({
      setup() {
        const { status } = useAccount()
        return () =>
          h('main', [h('p', `status: ${status.value}`), h(NetworkButton), h(ConnectButton)])
      },
    })
    const html = await renderToString(createSSRApp(App).use(createPorticoPlugin(client)))
    expect(html).toBe(
      '<main><p>status: disconnected</p><portico-kit></portico-kit><portico-kit></portico-kit></main>',
    )
  })
})
