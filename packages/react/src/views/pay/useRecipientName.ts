import { useEffect, useState } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'

/**
 * The account name of an EVM recipient (`alice-1234.portico.id`), from the names client's
 * identities (cached 5 minutes); undefined while it loads, when it has none, for other
 * namespaces (names are EVM accounts) and when the lookup fails — the view then shows the
 * address alone.
 * @example
 * const name = useRecipientName('0x7099…79C8', 'eip155:31337')
 */
export function useRecipientName(
  recipient: string | undefined,
  network: string | undefined,
): string | undefined {
  const client = usePorticoClient()
  const [found, setFound] = useState<{ recipient: string; name: string }>()
  const evm = network?.startsWith('eip155:') ?? false
  useEffect(() => {
    if (!recipient || !evm) return
    let current = true
    client
      .loadNames()
      .then((names) => names.getIdentity(recipient))
      .then(
        ({ name }) => current && name && setFound({ recipient, name }),
        (error: unknown) =>
          client.options.logger.warn('Portico: the recipient’s name did not load', error),
      )
    return () => {
      current = false
    }
  }, [client, recipient, evm])
  return found && found.recipient === recipient ? found.name : undefined
}
