import type { Translation } from '../en'
import type { names as english } from '../en/names'

/** Hebrew messages of the names area. */
export const names: Translation<typeof english> = {
  'names.register.intro':
    'שם שאחרים יכולים לשלוח אליו במקום לכתובת שלך. אותיות, ספרות ומקפים, לפחות 4 תווים.',
  'names.register.label': 'שם',
  'names.register.placeholder': 'בחירת שם',
  'names.register.checking': 'בודק…',
  'names.register.available': 'זמין',
  'names.register.taken': 'השם הזה תפוס',
  'names.register.suggestions': 'שמות פנויים',
  'names.register.submit': 'רישום השם',
  'names.rule.characters': 'אותיות, ספרות ומקפים בלבד',
  'names.rule.length': 'לפחות 4 תווים',
  'names.rule.tooLong': '63 תווים לכל היותר',
  'names.rule.hyphens': 'מקפים רק בין אותיות או ספרות, אחד בכל פעם',
  'names.success.text': 'השם הזה שלך. מעכשיו אחרים יכולים לשלוח אליו במקום לכתובת שלך.',
  'names.success.back': 'חזרה לחשבון',
  'names.error.suggestions': 'שגיאה בטעינת הצעות לשמות',
  'names.error.register': 'שגיאה ברישום השם',
  'names.error.resolve': 'שגיאה בפענוח השם',
  'names.error.forAddress': 'שגיאה בטעינת השמות של הכתובת',
}
