export { DefaultSIWX, type DefaultSIWXOptions } from './DefaultSIWX'
