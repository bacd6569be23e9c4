import { type ChainNamespace, NameZoneNotSupportedError, ResolveNameError } from '@portico/common'
import { useEffect, useState } from 'react'
import { shallowEqual, usePorticoClient, useStoreValue } from '../../../hooks/clientHooks'
import { useT } from '../../../i18n/useT'
import { looksLikeName } from './looksLikeName'

/** Typing settles for this long before a name is looked up. */
const RESOLVE_DEBOUNCE_MS = 300

/**
 * The receiver field's text and what it resolved to: an address goes to the send store as it
 * is; an account name (EVM) is resolved through the names client, and the store gets its
 * address with the receiver's profile name and image (spec §3 Send state).
 * @example
 * const receiver = useReceiverInput('eip155')
 * <ReceiverField value={receiver.text} onChange={receiver.setText} error={receiver.error} />
 */
export function useReceiverInput(namespace: ChainNamespace) {
  const client = usePorticoClient()
  const { t } = useT()
  const send = client.stores.send
  const stored = useStoreValue(
    send,
    (s) => ({
      address: s.receiverAddress,
      name: s.receiverProfileName,
      image: s.receiverProfileImageUrl,
    }),
    shallowEqual,
  )
  const [text, setTextState] = useState(() => stored.name ?? stored.address ?? '')
  const [state, setState] = useState<{ resolving: boolean; error: string | undefined }>({
    resolving: false,
    error: undefined,
  })
  const trimmed = text.trim()
  const isName = namespace === 'eip155' && looksLikeName(trimmed)

  useEffect(() => {
    if (!isName) return
    const actions = send.getState()
    if (actions.receiverProfileName === trimmed.toLowerCase() && actions.receiverAddress) return
    let current = true
    setState({ resolving: true, error: undefined })
    const timer = setTimeout(async () => {
      try {
        const resolved = await (await client.loadNames()).resolveName(trimmed)
        if (!current) return
        if (!resolved) {
          setState({ resolving: false, error: t('send.receiver.unknownName') })
          return
        }
        actions.setReceiverAddress(resolved.address)
        actions.setReceiverProfile({
          name: resolved.name,
          ...(resolved.avatar ? { imageUrl: resolved.avatar } : {}),
        })
        setState({ resolving: false, error: undefined })
      } catch (error) {
        if (current) {
          setState({
            resolving: false,
            // The names client's own failure reads in the visitor's language; any other keeps its sentence.
            error:
              error instanceof NameZoneNotSupportedError
                ? t('send.receiver.zoneNotSupported', { zone: error.zone })
                : error instanceof ResolveNameError
                  ? t('send.receiver.resolveFailed')
                  : ((error as { shortMessage?: string }).shortMessage ??
                    t('send.receiver.resolveFailed')),
          })
        }
      }
    }, RESOLVE_DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [client, send, isName, trimmed, t])

  return {
    text,
    isName,
    resolving: isName && state.resolving,
    error: isName ? state.error : undefined,
    /** The resolved receiver while the text is a name. */
    resolved:
      isName && stored.name && stored.address
        ? { name: stored.name, address: stored.address, image: stored.image }
        : undefined,
    setText(next: string) {
      setTextState(next)
      const actions = send.getState()
      actions.setReceiverProfile({})
      const value = next.trim()
      // A name's address arrives once it resolves; until then there is no receiver.
      actions.setReceiverAddress(
        namespace === 'eip155' && looksLikeName(value) ? undefined : value || undefined,
      )
    },
  }
}
