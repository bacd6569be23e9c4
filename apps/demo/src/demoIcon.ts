const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 28 28">' +
  '<rect width="28" height="28" fill="#0988f0"/>' +
  '<path d="M8 21V12a6 6 0 0112 0v9" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>' +
  '<path d="M12 21v-6a2 2 0 014 0v6" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" opacity="0.6"/>' +
  '</svg>'

/**
 * The Portico mark as a data URL, for `metadata.icons`: the sign-in view shows the app's icon,
 * and a data URL needs no request.
 * @example
 * createPortico({ networks, metadata: { name: 'Portico Demo', icons: [DEMO_ICON], … } })
 */
export const DEMO_ICON = `data:image/svg+xml,${encodeURIComponent(SVG)}`
