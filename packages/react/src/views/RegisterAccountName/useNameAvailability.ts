import { isValidAccountName } from '@portico/common'
import type { NamesClient } from '@portico/core'
import { useEffect, useState } from 'react'

/** Typing settles for this long before the gateway is asked (spec §9 search wait). */
const DEBOUNCE_MS = 300

/**
 * Whether a label is free, and free variants of it, asked once typing settles and only for
 * labels that follow spec §5. `error` is what the call threw (describeNameError words it).
 * @example
 * const { status, suggestions } = useNameAvailability(names, 'alice')
 */
export type NameAvailability = {
  status: 'idle' | 'checking' | 'available' | 'taken' | 'error'
  suggestions: string[]
  error: unknown
}

/**
 * Live availability of `label` in the names client's zone.
 * @example
 * const availability = useNameAvailability(names, label)
 */
export function useNameAvailability(
  names: NamesClient | undefined,
  label: string,
): NameAvailability {
  const [state, setState] = useState<NameAvailability>({
    status: 'idle',
    suggestions: [],
    error: undefined,
  })
  useEffect(() => {
    if (!names || !isValidAccountName(label)) {
      setState({ status: 'idle', suggestions: [], error: undefined })
      return
    }
    let current = true
    setState((s) => ({ ...s, status: 'checking', error: undefined }))
    const timer = setTimeout(() => {
      names.getSuggestions(label).then(
        (list) => {
          if (!current) return
          const wanted = names.fullName(label)
          const exact = list.find((entry) => entry.name === wanted)
          setState({
            status: exact?.registered ? 'taken' : 'available',
            suggestions: list
              .filter((entry) => !entry.registered && entry.name !== wanted)
              .map((entry) => entry.name),
            error: undefined,
          })
        },
        (error: unknown) => {
          if (current) setState({ status: 'error', suggestions: [], error })
        },
      )
    }, DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [names, label])
  return state
}
