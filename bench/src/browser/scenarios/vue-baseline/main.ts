import { connect, reconnect } from '@wagmi/core'
import { createApp, h } from 'vue'
import { vuePage } from '../shared/vuePage'
import { wagmiConfig } from '../shared/wagmiConfig'

// A Vue site that already has wagmi: its own connect button, no kit.
void reconnect(wagmiConfig)
createApp({
  render: () =>
    vuePage(
      'Vue baseline',
      h(
        'button',
        {
          type: 'button',
          'data-testid': 'portico-connect-button',
          onClick: () => {
            const [connector] = wagmiConfig.connectors
            if (connector) connect(wagmiConfig, { connector }).catch(console.error)
          },
        },
        'Connect Wallet',
      ),
    ),
}).mount('#root')
