import type { Translation } from '../en'
import type { alerts as english } from '../en/alerts'

/** Korean messages of the alerts area. */
export const alerts: Translation<typeof english> = {
  'alerts.networkNotFound.short': '네트워크를 찾을 수 없음',
  'alerts.networkNotFound.long':
    '지갑이 이 앱에 없는 네트워크로 전환되었습니다. networks 옵션에 추가하거나 다시 전환하세요.',
  'alerts.invalidAppConfiguration.short': '잘못된 앱 구성',
  'alerts.invalidAppConfiguration.long':
    '이 페이지의 출처가 허용된 출처 목록에 없거나 목록이 잘못되었습니다. 프로젝트 구성을 업데이트하세요.',
  'alerts.embeddedWalletLoadFailed.short': '네트워크 오류 - 내장 지갑을 불러올 수 없음',
  'alerts.embeddedWalletLoadFailed.long': '내장 지갑을 불러올 수 없습니다. 나중에 다시 시도하세요.',
  'alerts.embeddedWalletRequestTimeout.short': '내장 지갑 요청 시간 초과',
  'alerts.embeddedWalletRequestTimeout.long':
    '내장 지갑이 제때 응답하지 않았습니다. 나중에 다시 시도하세요.',
  'alerts.sessionExpired.short': '세션 만료',
  'alerts.sessionExpired.long':
    '세션이 아직 유효하지 않거나 만료되었습니다. 시간 설정을 확인하고 다시 연결하세요.',
  'alerts.invalidProjectId.short': '잘못된 프로젝트 ID',
  'alerts.invalidProjectId.long':
    '서버에서 프로젝트 ID를 받아들이지 않았습니다. projectId 옵션을 확인하세요.',
  'alerts.projectIdNotConfigured.short': '프로젝트 ID가 구성되지 않음',
  'alerts.projectIdNotConfigured.long':
    '프로젝트 ID가 설정되지 않았습니다. 클라이언트를 만들 때 projectId를 전달하세요.',
  'alerts.rateLimited.short': '요청 한도 초과',
  'alerts.rateLimited.long':
    '앱 구성을 불러오는 요청이 너무 많습니다. 일부 기능을 사용하지 못할 수 있습니다. 나중에 다시 시도하세요.',
  'alerts.serverError.short': '서버 오류',
  'alerts.serverError.long':
    '서버에서 앱 구성을 불러오지 못했습니다. 일부 기능을 사용하지 못할 수 있습니다. 나중에 다시 시도하세요.',
  'alerts.banner.dismiss': '닫기: {title}',
  'alerts.view.loading': '불러오는 중',
  'alerts.toast.userRejected': '지갑에서 요청을 거부했습니다.',
  'alerts.toast.actionNotAllowed': '허용되지 않는 작업입니다',
  'alerts.toast.disconnectFailed': '연결을 해제하지 못했습니다',
  'alerts.toast.balanceUnavailable': '토큰 잔액을 사용할 수 없음',
  'alerts.toast.transactionsFailed': '거래 내역을 가져오지 못했습니다',
  'alerts.toast.signatureDeclined': '서명이 거부되었습니다',
  'alerts.toast.somethingWentWrong': '문제가 발생했습니다',
  'alerts.toast.errorOccurred': '오류가 발생했습니다',
  'alerts.toast.requestAborted': '요청이 중단되었습니다',
  'alerts.toast.insufficientBalance': '잔액 부족',
  'alerts.toast.insufficientLiquidity': '유동성 부족',
  'alerts.toast.quoteExpired': '견적이 만료되었습니다. 스왑하려면 새 견적을 받으세요.',
  'alerts.toast.swapFailed': '온체인에서 스왑이 실패했습니다. 아무것도 스왑되지 않았습니다.',
  'alerts.toast.swapNeedsEvm': '스왑하려면 EVM 네트워크의 지갑을 연결하세요.',
  'alerts.toast.smartAccountsUnsupported':
    '이 애플리케이션은 Smart Accounts를 지원하지 않을 수 있습니다',
  'alerts.toast.authenticationFailed': '인증을 시작하는 중 문제가 발생했습니다',
}
