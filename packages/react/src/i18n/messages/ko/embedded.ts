import type { Translation } from '../en'
import type { embedded as english } from '../en/embedded'

/** Korean messages of the embedded area. */
export const embedded: Translation<typeof english> = {
  'embedded.loading': '로드 중',
  'embedded.otp.intro': '<mailbox>{email}</mailbox>(으)로 보낸 6자리 코드를 입력하세요',
  'embedded.otp.label': '6자리 코드',
  'embedded.otp.checking': '코드 확인 중',
  'embedded.otp.resent': '새 코드를 보내고 있습니다.',
  'embedded.otp.notReceived': '받지 못하셨나요?',
  'embedded.otp.resend': '코드 다시 보내기',
  'embedded.verifyDevice.text':
    '이 브라우저는 계정에서 처음 사용됩니다. <mailbox>{email}</mailbox>(으)로 이메일을 보냈습니다. 이메일의 링크를 열어 이 기기를 승인하세요.',
  'embedded.verifyDevice.waiting': '승인 대기 중…',
  'embedded.verifyDevice.retry': '다시 시도',
  'embedded.updateEmail.text':
    '현재 이메일은 <mailbox>{email}</mailbox>입니다. 이 주소로 코드를 보낸 다음 새 주소로도 코드를 보냅니다.',
  'embedded.updateEmail.label': '새 이메일',
  'embedded.updateEmail.invalid': '올바른 이메일 주소를 입력하세요',
  'embedded.updateEmail.same': '현재 이메일과 같습니다',
  'embedded.updateEmail.cancel': '취소',
  'embedded.updateEmail.save': '저장',
  'embedded.updateEmailPrimary.intro':
    '이메일을 변경하려면 <mailbox>{email}</mailbox>(으)로 보낸 6자리 코드를 입력하세요',
  'embedded.updateEmailSecondary.updated': '이메일이 업데이트되었습니다',
  'embedded.approve.loading': '요청 불러오는 중…',
  'embedded.error.cooldown': '{seconds, plural, other {#초 후에 다시 시도하세요}}',
  'embedded.error.invalidCode': '잘못된 코드',
  'embedded.error.codeExpired': '코드가 만료되었습니다. 새 코드를 요청하세요',
  'embedded.error.tooManyCodes': '잘못된 코드를 너무 많이 입력했습니다. 새 코드를 요청하세요',
  'embedded.error.loginExpired': '이 로그인은 만료되었습니다. 처음부터 다시 시작하세요',
  'embedded.error.emailTaken': '이미 사용 중인 이메일입니다',
  'embedded.error.invalidEmail': '잘못된 이메일',
  'embedded.error.tryLater': '나중에 다시 시도하세요',
  'embedded.error.tooManyRequests': '요청이 너무 많습니다',
  'embedded.error.mailFailed': '이메일을 보내지 못했습니다. 다시 시도하세요',
  'embedded.error.sessionExpired': '세션이 만료되었습니다',
  'embedded.error.loadFailed': '네트워크 오류 - Embedded Wallet을 불러올 수 없습니다',
  'embedded.error.timeout': 'Embedded Wallet 요청 시간이 초과되었습니다',
  'embedded.error.somethingWrong': '문제가 발생했습니다',
  'embedded.error.aborted': '요청이 중단되었습니다',
  'embedded.error.unknown': '오류가 발생했습니다',
  'embedded.error.dependency': '이메일 로그인을 불러올 수 없습니다',
  'embedded.error.declined': '지갑에서 요청을 거부했습니다.',
  'embedded.error.rpcNotAllowed': '요청한 RPC 호출은 허용되지 않습니다',
  'embedded.recovery.protected': '지갑이 보호되었습니다',
  'embedded.recovery.connecting': '지갑을 여는 중…',
  'embedded.recovery.retry': '다시 시도',
  'embedded.recovery.cancelledProtect': '복구 비밀번호가 설정되지 않았습니다.',
  'embedded.recovery.cancelledUnlock': '이 기기에서는 지갑이 잠긴 상태로 유지됩니다.',
  'embedded.recovery.cancelledSignIn': '로그인하지 않았습니다.',
  'embedded.error.recoveryRequired':
    '이 지갑은 복구 비밀번호로 보호되어 있습니다. 이 기기에서 사용하려면 비밀번호를 입력하세요',
  'embedded.error.tooManyRecoveryPasswords':
    '잘못된 복구 비밀번호를 너무 많이 입력했습니다. 나중에 다시 시도하세요',
  'embedded.error.alreadyProtected': '이 지갑에는 이미 복구 비밀번호 또는 패스키가 있습니다',
  'embedded.security.export': '개인 키 내보내기',
  'embedded.security.exportHint': '다른 앱에서 쓸 수 있도록 지갑 안에서 키를 확인하세요',
  'embedded.security.remove': '이 기기 제거',
  'embedded.security.removeHint': '이 브라우저가 지갑을 더 이상 기억하지 않습니다',
  'embedded.security.signOutEverywhere': '모든 기기에서 로그아웃',
  'embedded.security.signOutEverywhereHint': '이 기기를 포함한 모든 기기의 세션을 종료합니다',
  'embedded.security.removeConfirm':
    '이 기기를 제거할까요? 여기서 이 지갑을 다시 사용하려면 이메일(과 복구 비밀번호)이 필요합니다.',
  'embedded.security.signOutEverywhereConfirm':
    '모든 기기에서 로그아웃할까요? 이 기기를 포함한 모든 기기에서 지갑을 다시 열려면 이메일이 필요합니다.',
  'embedded.security.cancel': '취소',
  'embedded.security.removed': '이 기기가 지갑에서 제거되었습니다',
  'embedded.security.signedOutEverywhere': '모든 기기에서 로그아웃되었습니다',
  'embedded.error.exportStale': '안전을 위해 키를 내보내려면 다시 로그인하세요',
  'embedded.error.onlyDevice':
    '지갑을 복구할 수 있는 기기는 이 기기뿐입니다. 먼저 다른 기기에서 지갑을 여세요',
}
