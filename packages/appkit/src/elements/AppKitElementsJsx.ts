import type { ChainNamespace } from '@portico/common'
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

/**
 * The attributes the `<appkit-*>` elements take in TSX (`disabled` is accepted and has no effect).
 * @example
 * const attributes: AppKitElementAttributes = { label: 'Sign in', balance: 'hide' }
 */
export type AppKitElementAttributes = DetailedHTMLProps<
  HTMLAttributes<HTMLElement>,
  HTMLElement
> & {
  label?: string
  loadingLabel?: string
  size?: 'md' | 'sm'
  balance?: 'show' | 'hide'
  namespace?: ChainNamespace
  disabled?: boolean
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'appkit-button': AppKitElementAttributes
      'appkit-connect-button': AppKitElementAttributes
      'appkit-network-button': AppKitElementAttributes
      'appkit-account-button': AppKitElementAttributes
    }
  }
}
