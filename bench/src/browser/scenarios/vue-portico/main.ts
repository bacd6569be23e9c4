import { ConnectButton, createPorticoPlugin } from '@portico/vue'
import { createApp, h } from 'vue'
import { startBenchPortico } from '../shared/startBenchPortico'
import { vuePage } from '../shared/vuePage'

// The Vue baseline with Portico's button and modal in place of its own button.
const portico = startBenchPortico()
createApp({ render: () => vuePage('Vue + Portico', h(ConnectButton)) })
  .use(createPorticoPlugin(portico))
  .mount('#root')
