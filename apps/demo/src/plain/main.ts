import { DEVNET_CHAINS } from '@portico/common'
import { createPorticoModal } from '@portico/web'
import { DEMO_ICON } from '../demoIcon'
import { demoNetworks } from '../demoNetworks'
import { installTestWalletIfAsked } from '../installTestWalletIfAsked'

// The plain page of the demo: everything a site without React writes to use Portico. (No
// top-level await: it would turn off the bundler's chunk merging for the whole demo build.)
const env = import.meta.env
void installTestWalletIfAsked(new URL(window.location.href), env).then(start)

function start() {
  const networks = demoNetworks(env)
  const portico = createPorticoModal({
    networks,
    defaultNetwork: networks.find((n) => n.id === DEVNET_CHAINS.devnetA.id) ?? networks[0],
    projectId: env.VITE_PORTICO_PROJECT_ID ?? 'portico-demo',
    ...(env.VITE_PORTICO_API_URL ? { apiUrl: env.VITE_PORTICO_API_URL } : {}),
    metadata: {
      name: 'Portico plain page',
      description: 'Portico without React',
      url: window.location.origin,
      icons: [DEMO_ICON],
    },
  })

  const status = document.getElementById('status')
  const address = document.getElementById('address')
  const show = () => {
    const connection = portico.stores.connection.getState().status.eip155 ?? 'disconnected'
    if (status) status.textContent = connection
    if (address)
      address.textContent = portico.stores.account.getState().accounts.eip155?.address ?? '–'
  }
  portico.stores.connection.subscribe(show)
  portico.stores.account.subscribe(show)
  show()
  document
    .getElementById('open-networks')
    ?.addEventListener('click', () => void portico.open({ view: { view: 'Networks' } }))
}
