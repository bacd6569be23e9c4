import { lazyView } from '../../loading/lazyView'
import { loadSIWXSignMessageView } from './loadSIWXSignMessageView'

/** Only apps with `siwx` ever reach it. @example <LazySIWXSignMessageView /> */
export const LazySIWXSignMessageView = lazyView(loadSIWXSignMessageView, ['siwx'])
