/**
 * White or black, whichever reads better on a `#rrggbb` background (WCAG contrast).
 * @example
 * readableOn('#f0b90b') // '#000'
 */
export function readableOn(background: string): '#fff' | '#000' {
  const channels = [1, 3, 5].map((i) => Number.parseInt(background.slice(i, i + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  )
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  const onWhite = 1.05 / (luminance + 0.05)
  const onDark = (luminance + 0.05) / 0.05
  return onWhite >= onDark ? '#fff' : '#000'
}
