import { adaptWagmiConfig } from '@portico/adapter-wagmi'
import { DEVNET_CHAINS } from '@portico/common'
import { createPortico } from '@portico/core'
import { ConnectButton, createPorticoPlugin } from '@portico/vue'
import { reconnect } from '@wagmi/core'
import { createApp, h } from 'vue'
import { vuePage } from '../shared/vuePage'
import { wagmiConfig } from '../shared/wagmiConfig'

// The Vue baseline with Portico's button and modal in place of its own button.
const networks = [DEVNET_CHAINS.devnetA] as const
const portico = createPortico({
  networks,
  adapters: [adaptWagmiConfig(wagmiConfig)],
  projectId: 'portico-bench',
  // A hosted API, which the bench's browser cannot reach: the page may not wait for it.
  apiUrl: 'https://api.portico.example',
})
void reconnect(wagmiConfig)
createApp({ render: () => vuePage('Vue + Portico', h(ConnectButton)) })
  .use(createPorticoPlugin(portico))
  .mount('#root')
