import type { OnrampClient, OnrampOptions } from '@portico/core'
import { useEffect, useState } from 'react'

/**
 * The on-ramp options (the built-in list when the gateway fails; never rejects).
 * @example
 * const options = useOnrampOptions(onramp)
 */
export function useOnrampOptions(onramp: OnrampClient | undefined): OnrampOptions | undefined {
  const [options, setOptions] = useState<OnrampOptions>()
  useEffect(() => {
    if (!onramp) return
    let current = true
    void onramp.getOptions().then((loaded) => current && setOptions(loaded))
    return () => {
      current = false
    }
  }, [onramp])
  return options
}
