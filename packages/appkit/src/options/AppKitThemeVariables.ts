/**
 * AppKit's theme variables, by their `--w3m-*` names. `createAppKit` maps each onto the
 * `--portico-*` variable of the same meaning.
 * @example
 * const variables: AppKitThemeVariables = { '--w3m-accent': '#00bb7f', '--w3m-border-radius-master': '2px' }
 */
export type AppKitThemeVariables = {
  '--w3m-font-family'?: string
  '--w3m-accent'?: string
  '--w3m-color-mix'?: string
  '--w3m-color-mix-strength'?: number
  '--w3m-font-size-master'?: string
  '--w3m-border-radius-master'?: string
  '--w3m-z-index'?: number
  '--w3m-qr-color'?: string
}
