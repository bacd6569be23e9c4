import { useAccount, usePorticoClient } from '@portico/react'

/**
 * 'Sign in with Farcaster': opens the modal on ConnectingFarcaster (QR code for a Farcaster
 * app). Shown with `?farcaster=1` until the Connect view offers Farcaster among its social
 * logins.
 * @example
 * {new URL(location.href).searchParams.get('farcaster') === '1' && <FarcasterSignInButton />}
 */
export function FarcasterSignInButton() {
  const client = usePorticoClient()
  const { isConnected } = useAccount()
  if (isConnected) return null
  return (
    <div className="demo-action">
      <button
        type="button"
        className="demo-button"
        onClick={() => void client.open({ view: { view: 'ConnectingFarcaster' } })}
        data-testid="demo-farcaster"
      >
        Sign in with Farcaster
      </button>
    </div>
  )
}
