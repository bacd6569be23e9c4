import type { Translation } from '../en'
import type { siwx as english } from '../en/siwx'

/** Hebrew messages of the siwx area. */
export const siwx: Translation<typeof english> = {
  'siwx.title': '{app} מבקשת ממך <nowrap>להתחבר</nowrap> כדי להוכיח שהארנק הזה שלך',
  'siwx.defaultAppName': 'האפליקציה הזו',
  'siwx.subtitle': 'החתימה בחינם ואינה שולחת עסקה.',
  'siwx.subtitleSigning': 'יש לאשר את בקשת ההתחברות בארנק שלך.',
  'siwx.cancel': 'ביטול',
  'siwx.sign': 'חתימה',
  'siwx.signing': 'חותם…',
  'siwx.retry': 'ניסיון חוזר',
  'siwx.required': '{app} דורשת התחברות. ביטול ינתק את הארנק שלך.',
  'siwx.error.declined': 'החתימה נדחתה',
  'siwx.error.smartAccounts': 'ייתכן שהאפליקציה הזו אינה תומכת ב-Smart Accounts',
  'siwx.error.init': 'אירעה בעיה באתחול האימות',
  'siwx.error.notEnabled': 'SIWX אינו מופעל',
  'siwx.error.noAddress': 'לא נמצא ActiveCaipAddress',
  'siwx.error.noNetwork': 'לא נמצאו ActiveCaipNetwork או לקוח',
  'siwx.error.noClient': 'לא נמצא לקוח ConnectionController',
}
