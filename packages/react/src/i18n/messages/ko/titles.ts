import type { Translation } from '../en'
import type { titles as english } from '../en/titles'

/** Korean messages of the titles area. */
export const titles: Translation<typeof english> = {
  'titles.connect': '지갑 연결',
  'titles.allWallets': '모든 지갑',
  'titles.account': '계정',
  'titles.networks': '네트워크 선택',
  'titles.unsupportedChain': '네트워크 전환',
  'titles.siwxSignMessage': '로그인',
  'titles.walletSend': '보내기',
  'titles.walletSendSelectToken': '토큰 선택',
  'titles.walletSendPreview': '보내기 검토',
  'titles.walletSendSent': '트랜잭션 전송됨',
  'titles.swap': '스왑',
  'titles.swapSelectTokenFrom': '판매할 토큰 선택',
  'titles.swapSelectTokenTo': '구매할 토큰 선택',
  'titles.swapPreview': '스왑 검토',
  'titles.walletReceive': '받기',
  'titles.onRampProviders': '구매',
  'titles.onRampBuy': '암호화폐 구매',
  'titles.onRampWaiting': '구매 중',
  'titles.whatIsAWallet': '지갑이란?',
  'titles.emailVerifyOtp': '이메일 확인',
  'titles.emailVerifyDevice': '기기 등록',
  'titles.approveTransaction': '트랜잭션 승인',
  'titles.connectSocials': '모든 소셜',
  'titles.updateEmail': '이메일 수정',
  'titles.updateEmailPrimaryOtp': '현재 이메일 확인',
  'titles.updateEmailSecondaryOtp': '새 이메일 확인',
  'titles.registerAccountName': '이름 선택',
  'titles.registerAccountNameSuccess': '이름 등록 완료',
}
