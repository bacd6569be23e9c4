import type { Translation } from '../en'
import type { names as english } from '../en/names'

/** Japanese messages of the names area. */
export const names: Translation<typeof english> = {
  'names.register.intro':
    'アドレスの代わりに送金先として使える名前です。英字、数字、ハイフンで4文字以上。',
  'names.register.label': '名前',
  'names.register.placeholder': '名前を選択',
  'names.register.checking': '確認中…',
  'names.register.available': '利用可能',
  'names.register.taken': 'この名前は使用されています',
  'names.register.suggestions': '空いている名前',
  'names.register.submit': '名前を登録',
  'names.rule.characters': '英字、数字、ハイフンのみ',
  'names.rule.length': '4文字以上',
  'names.rule.tooLong': '63文字以内',
  'names.rule.hyphens': 'ハイフンは英数字の間に1つずつのみ',
  'names.success.text':
    'この名前はあなたのものです。これからはアドレスの代わりにこの名前宛てに送金できます。',
  'names.success.back': 'アカウントに戻る',
  'names.error.suggestions': '名前の候補を取得できませんでした',
  'names.error.register': '名前を登録できませんでした',
  'names.error.resolve': '名前を解決できませんでした',
  'names.error.forAddress': 'アドレスの名前を取得できませんでした',
}
