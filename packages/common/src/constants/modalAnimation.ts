/**
 * Modal animation durations (spec §2): overlay fade-in, modal fade-out, view transition.
 * @example element.animate(frames, { duration: MODAL_ANIMATION_MS.open })
 */
export const MODAL_ANIMATION_MS = { open: 120, close: 150, viewChange: 150 } as const
