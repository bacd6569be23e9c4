/** What a copy must not hold: an element that loads or runs something once connected. */
const LIVE_CONTENT = 'iframe, object, embed, video, audio, script'

/**
 * Lays out, once and invisibly, a copy of the pre-rendered content that `root` keeps hidden
 * (the children React hides with an inline `display: none`), then removes it in the same task,
 * before anything is painted. A page's first layout of the dialog costs several milliseconds
 * more than any later one (the browser resolves and shapes its fonts at their sizes and weights,
 * builds its style rules and decodes its icons the first time), and the hidden pre-render has
 * no layout at all: done while the browser is idle, that cost leaves the click that opens the
 * modal. Returns whether there was content to lay out.
 * @example
 * whenIdle(() => warmUpLayout(shadowRoot))
 */
export function warmUpLayout(root: ShadowRoot | Element): boolean {
  const hidden = [...root.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && child.style.display === 'none',
  )
  if (hidden.length === 0) return false
  const copies = hidden.map((element) => {
    const copy = element.cloneNode(true) as HTMLElement
    for (const live of copy.querySelectorAll(LIVE_CONTENT)) live.remove()
    copy.style.removeProperty('display')
    // Laid out where the dialog will be, but never seen, hit or read out.
    copy.style.setProperty('visibility', 'hidden', 'important')
    copy.style.setProperty('pointer-events', 'none', 'important')
    copy.setAttribute('aria-hidden', 'true')
    copy.inert = true
    element.after(copy)
    return copy
  })
  // Reading a box runs style and layout now, synchronously.
  for (const copy of copies) copy.getBoundingClientRect()
  for (const copy of copies) copy.remove()
  return true
}
