import type { Portico } from '@portico/core'
import { useStoreValue } from '../hooks/clientHooks'
import { ViewSwitch } from '../modal/ViewSwitch'

/**
 * The client's current view as the modal renders it, following the router: for tests of a view
 * that moves on to another (or re-renders itself in a new mode).
 * @example
 * renderWithClient(<CurrentView client={client} />, client)
 */
export function CurrentView({ client }: { client: Portico }) {
  const view = useStoreValue(client.stores.router, (state) => state.view)
  return <ViewSwitch view={view} />
}
