import type { ResolvedThemeMode, ThemeVariables } from '@portico/common'
import type { EmbeddedSession } from '../adapter/EmbeddedSession'
import type { FrameHost } from '../frame/FrameHost'
import type { EmbeddedWalletOptions } from './EmbeddedWalletOptions'

/**
 * Everything one embedded wallet holds, made once by {@link createEmbeddedWalletState} and
 * passed to each of its actions: the frame host, the session the AUTH connectors share, and
 * what the login and the frame's display remember.
 * @example
 * const state = createEmbeddedWalletState(options)
 * await connectEmail(state, 'ada@example.com')
 */
export type EmbeddedWalletState = {
  readonly options: EmbeddedWalletOptions
  readonly now: () => number
  readonly host: FrameHost
  readonly session: EmbeddedSession
  /** The address of the login or of the last email update. */
  email: string | undefined
  /** When the last login mail was asked for (the resend window counts from it). */
  lastEmailAt: number | undefined
  /** The theme the frame was last told, for a freshly loaded frame. */
  theme: { themeMode: ResolvedThemeMode; themeVariables: ThemeVariables } | undefined
  /** Whether the frame is shown in place over a view. */
  shown: boolean
  /** Who placed the frame last (`showFrame`'s owner), while it is shown. */
  placedBy?: object | undefined
}
