import { connect, reconnect } from '@wagmi/core'
import { mountReactPage } from '../shared/mountReactPage'
import { ScenarioPage } from '../shared/ScenarioPage'
import { wagmiConfig } from '../shared/wagmiConfig'

/** A site that already has wagmi and React: its own connect button, no kit. */
function BaselineApp() {
  return (
    <ScenarioPage title="wagmi baseline">
      <button
        type="button"
        data-testid="portico-connect-button"
        onClick={() => {
          const [connector] = wagmiConfig.connectors
          if (connector) connect(wagmiConfig, { connector }).catch(console.error)
        }}
      >
        Connect Wallet
      </button>
    </ScenarioPage>
  )
}

// What wagmi's React provider does on mount: restore the last connection.
void reconnect(wagmiConfig)
mountReactPage(<BaselineApp />)
