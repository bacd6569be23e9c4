import { BaseError } from '@portico/common'
import type { AppKit } from '../AppKit'

// AppKit's hooks and <appkit-*> elements take no provider: they reach the instance the page's
// `createAppKit` call made. This one reference is the package's only module state, kept because
// the API it reproduces works that way; Portico's own API passes its client explicitly.
let current: AppKit | undefined

/**
 * Makes `appKit` the instance the hooks and elements use (the latest `createAppKit` wins).
 * @example
 * setCurrentAppKit(createAppKitInstance(portico))
 */
export function setCurrentAppKit(appKit: AppKit | undefined): void {
  current = appKit
}

/**
 * The instance made by the latest `createAppKit`; throws when none was made yet.
 * @example
 * getCurrentAppKit().open()
 */
export function getCurrentAppKit(): AppKit {
  if (!current) {
    throw new BaseError('createAppKit() was not called', {
      details: 'Call createAppKit() at module level, before rendering components that use AppKit.',
    })
  }
  return current
}
