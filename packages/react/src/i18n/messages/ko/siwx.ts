import type { Translation } from '../en'
import type { siwx as english } from '../en/siwx'

/** Korean messages of the siwx area. */
export const siwx: Translation<typeof english> = {
  'siwx.title': '{app}에서 이 지갑의 소유자임을 확인하기 위해 <nowrap>로그인</nowrap>을 요청합니다',
  'siwx.defaultAppName': '이 앱',
  'siwx.subtitle': '서명은 무료이며 트랜잭션을 보내지 않습니다.',
  'siwx.subtitleSigning': '지갑에서 로그인 요청을 승인하세요.',
  'siwx.cancel': '취소',
  'siwx.sign': '서명',
  'siwx.signing': '서명 중…',
  'siwx.retry': '다시 시도',
  'siwx.required': '{app}에서는 로그인이 필요합니다. 취소하면 지갑 연결이 해제됩니다.',
  'siwx.error.declined': '서명이 거부되었습니다',
  'siwx.error.smartAccounts': '이 애플리케이션은 스마트 계정을 지원하지 않을 수 있습니다',
  'siwx.error.init': '인증을 초기화하는 중 문제가 발생했습니다',
  'siwx.error.notEnabled': 'SIWX가 활성화되지 않았습니다',
  'siwx.error.noAddress': 'ActiveCaipAddress를 찾을 수 없습니다',
  'siwx.error.noNetwork': 'ActiveCaipNetwork 또는 클라이언트를 찾을 수 없습니다',
  'siwx.error.noClient': 'ConnectionController 클라이언트를 찾을 수 없습니다',
}
