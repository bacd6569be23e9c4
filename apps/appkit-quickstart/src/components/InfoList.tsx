import {
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useWalletInfo,
} from '@portico/appkit/react'
import { useEffect } from 'react'
import { useAccount } from 'wagmi'

export function InfoList() {
  const { themeMode, themeVariables } = useAppKitTheme()
  const state = useAppKitState()
  const { address, caipAddress, isConnected, status } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  const events = useAppKitEvents()
  const { walletInfo } = useWalletInfo()
  const wagmi = useAccount()

  useEffect(() => {
    console.log('Events: ', events)
  }, [events])

  return (
    <>
      <section>
        <h2>useAppKit</h2>
        <pre>
          Address: <span data-testid="address">{address}</span>
          <br />
          caip Address: {caipAddress}
          <br />
          Connected: <span data-testid="connected">{isConnected.toString()}</span>
          <br />
          Status: <span data-testid="status">{status}</span>
          <br />
        </pre>
      </section>
      <section>
        <h2>Theme</h2>
        <pre>
          Theme: {themeMode}
          <br />
          ThemeVariables: {JSON.stringify(themeVariables, null, 2)}
          <br />
        </pre>
      </section>
      <section>
        <h2>State</h2>
        <pre>
          activeChain: {state.activeChain}
          <br />
          loading: {state.loading.toString()}
          <br />
          open: <span data-testid="open">{state.open.toString()}</span>
          <br />
          selectedNetworkId: <span data-testid="selected-network">{state.selectedNetworkId}</span>
          <br />
          chainId: <span data-testid="chain-id">{chainId}</span>
          <br />
        </pre>
      </section>
      <section>
        <h2>WalletInfo</h2>
        <pre>
          Name: <span data-testid="wallet-name">{walletInfo?.name}</span>
          <br />
        </pre>
      </section>
      <section>
        <h2>wagmi</h2>
        <pre>
          Address: <span data-testid="wagmi-address">{wagmi.address}</span>
          <br />
          Chain: <span data-testid="wagmi-chain">{wagmi.chainId}</span>
          <br />
        </pre>
      </section>
      <section>
        <h2>Events</h2>
        <pre>
          Last: <span data-testid="last-event">{events.data.event}</span>
        </pre>
      </section>
    </>
  )
}
