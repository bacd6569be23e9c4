import type { Translation } from '../en'
import type { names as english } from '../en/names'

/** Korean messages of the names area. */
export const names: Translation<typeof english> = {
  'names.register.intro':
    '다른 사람이 주소 대신 보낼 수 있는 이름입니다. 문자, 숫자, 하이픈으로 4자 이상.',
  'names.register.label': '이름',
  'names.register.placeholder': '이름 선택',
  'names.register.checking': '확인 중…',
  'names.register.available': '사용 가능',
  'names.register.taken': '이미 사용 중인 이름입니다',
  'names.register.suggestions': '사용 가능한 이름',
  'names.register.submit': '이름 등록',
  'names.rule.characters': '문자, 숫자, 하이픈만 사용 가능',
  'names.rule.length': '4자 이상',
  'names.rule.tooLong': '최대 63자',
  'names.rule.hyphens': '하이픈은 문자나 숫자 사이에 하나씩만',
  'names.success.text':
    '이제 이 이름은 내 것입니다. 다른 사람이 주소 대신 이 이름으로 보낼 수 있습니다.',
  'names.success.back': '계정으로 돌아가기',
  'names.error.suggestions': '이름 추천을 가져오는 중 오류 발생',
  'names.error.register': '이름 등록 중 오류 발생',
  'names.error.resolve': '이름 확인 중 오류 발생',
  'names.error.forAddress': '주소의 이름을 가져오는 중 오류 발생',
}
