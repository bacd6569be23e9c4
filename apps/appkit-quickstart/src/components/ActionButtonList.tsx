import { useAppKit, useAppKitNetwork, useDisconnect } from '@portico/appkit/react'
import { devnetB } from '../config'

export function ActionButtonList() {
  const { disconnect } = useDisconnect()
  const { open } = useAppKit()
  const { switchNetwork } = useAppKitNetwork()

  const handleDisconnect = async () => {
    try {
      await disconnect()
    } catch (error) {
      console.error('Failed to disconnect:', error)
    }
  }

  return (
    <div>
      <button type="button" onClick={() => open()}>
        Open
      </button>
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        Open Networks
      </button>
      <button type="button" onClick={handleDisconnect}>
        Disconnect
      </button>
      <button type="button" onClick={() => switchNetwork(devnetB)}>
        Switch
      </button>
    </div>
  )
}
