/**
 * Styles of {@link Icon}: an icon that points along the reading direction (back, "next view"
 * chevrons) is mirrored right to left. Logos, QR codes and icons without a direction (close,
 * copy, check) are never mirrored.
 * @example
 * const css = baseCss + iconCss
 */
export const iconCss = `
[dir='rtl'] .portico-icon[data-directional] { transform: scaleX(-1); }
`
