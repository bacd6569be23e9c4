import { alerts } from './alerts'
import { button } from './button'
import { common } from './common'
import { connect } from './connect'
import { titles } from './titles'

/**
 * The English areas the modal's own chunk needs: the buttons, the shared words, every view's
 * title, connecting and the alerts. Each feature area (account, send, swap…) arrives with the
 * first view that reads it (`loadEnglishAreas`), so a modal opened to connect never holds them.
 * Kept as areas, by the name each key starts with, and read through (`createEnglishCatalogue`).
 * @example
 * englishBaseAreas.titles['titles.connect'] // 'Connect wallet'
 */
export const englishBaseAreas = { button, common, titles, connect, alerts }
