import type { Localized } from '../locale.ts';

/**
 * Messages of the console's own pages: managers (create, scopes, lock), the password page and the site
 * setting. The domain schemas (schemas/manager.ts, schemas/setting.ts) use the `ko` text as the issue.
 */
export const accountMessages = {
  currentPasswordMismatch: {
    ko: '현재 비밀번호가 일치하지 않습니다',
    en: 'The current password is incorrect.',
    cn: '当前密码不正确。',
  },
  passwordUnchanged: {
    ko: '새 비밀번호가 현재 비밀번호와 같습니다',
    en: 'The new password is the same as the current one.',
    cn: '新密码与当前密码相同。',
  },
  subPasswordSameAsPassword: {
    ko: '2차 비밀번호는 로그인 비밀번호와 다르게 정해주세요',
    en: 'The secondary password must differ from the login password.',
    cn: '二级密码必须与登录密码不同。',
  },
  subPasswordConfirmMismatch: {
    ko: '2차 비밀번호가 서로 일치하지 않습니다',
    en: 'The secondary passwords do not match.',
    cn: '两次输入的二级密码不一致。',
  },
  usernameTaken: {
    ko: '이미 사용 중인 아이디입니다',
    en: 'This username is already taken.',
    cn: '该用户名已被使用。',
  },
  usernameTooLong: {
    ko: '아이디를 20자 이하로 작성해주세요',
    en: 'Your username can be at most 20 characters long.',
    cn: '用户名最多20个字符。',
  },
  scopeRequired: {
    ko: '권한을 하나 이상 선택해주세요',
    en: 'Choose at least one permission.',
    cn: '请至少选择一项权限。',
  },
  scopeInvalid: {
    ko: '알 수 없는 권한입니다',
    en: 'Unknown permission.',
    cn: '未知的权限。',
  },
  // domain/grants.ts: who may change which manager
  grantOwnAccount: {
    ko: '자신의 권한은 바꿀 수 없고, 자신의 계정은 잠그거나 초기화하거나 삭제할 수 없습니다',
    en: 'You cannot change your own permissions, nor lock, reset or delete your own account.',
    cn: '不能更改自己的权限，也不能锁定、重置或删除自己的账号。',
  },
  grantProtectedAccount: {
    ko: '최초 관리자와 일정 관리자 계정은 다른 관리자가 잠그거나 권한을 줄이거나 비밀번호를 초기화하거나 삭제할 수 없습니다',
    en: 'The first manager and the schedules manager cannot be locked, demoted, reset or deleted by another manager.',
    cn: '首位管理员和日程管理员的账号不能被其他管理员锁定、降低权限、重置密码或删除。',
  },
  grantScopeNotHeld: {
    ko: '자신이 가진 권한만 부여하거나 해제할 수 있습니다',
    en: 'You can grant or remove only permissions you hold yourself.',
    cn: '只能授予或取消自己拥有的权限。',
  },
  grantTargetOutranks: {
    ko: '자신에게 없는 권한을 가진 관리자는 잠그거나 잠금 해제하거나 초기화하거나 삭제할 수 없습니다',
    en: 'You cannot lock, unlock, reset or delete a manager who holds permissions you do not have.',
    cn: '不能锁定、解锁、重置或删除拥有您所没有的权限的管理员。',
  },
  settingUrlInvalid: {
    ko: 'http:// 또는 https://로 시작하는 주소를 입력해주세요',
    en: 'Enter an address starting with http:// or https://.',
    cn: '请输入以 http:// 或 https:// 开头的地址。',
  },
  settingPhoneInvalid: {
    ko: '전화번호는 숫자와 하이픈(-)으로 입력해주세요',
    en: 'Enter the phone number with digits and hyphens (-) only.',
    cn: '电话号码只能包含数字和连字符（-）。',
  },
  settingBusinessNumberInvalid: {
    ko: '사업자등록번호 10자리를 입력해주세요',
    en: 'Enter the 10-digit business registration number.',
    cn: '请输入10位营业执照号码。',
  },
  settingEmailInvalid: {
    ko: '올바른 이메일 주소를 입력해주세요',
    en: 'Enter a valid email address.',
    cn: '请输入有效的电子邮箱地址。',
  },
  settingTextTooLong: {
    ko: '200자 이내로 입력해주세요',
    en: 'Enter at most 200 characters.',
    cn: '请输入200个字符以内。',
  },
  settingComplexNameRequired: {
    ko: '단지명을 입력해주세요',
    en: 'Enter the name of the complex.',
    cn: '请输入住宅区名称。',
  },
  settingComplexAddressRequired: {
    ko: '단지 주소를 입력해주세요',
    en: 'Enter the address of the complex.',
    cn: '请输入住宅区地址。',
  },
  settingLatitudeInvalid: {
    ko: '위도는 -90에서 90 사이의 숫자로 입력해주세요',
    en: 'Enter a latitude between -90 and 90.',
    cn: '请输入 -90 到 90 之间的纬度。',
  },
  settingLongitudeInvalid: {
    ko: '경도는 -180에서 180 사이의 숫자로 입력해주세요',
    en: 'Enter a longitude between -180 and 180.',
    cn: '请输入 -180 到 180 之间的经度。',
  },
  settingStationsRequired: {
    ko: '가까운 역을 1개 이상 입력해주세요',
    en: 'Enter at least one nearby station.',
    cn: '请至少输入一个附近的车站。',
  },
  settingStationsTooMany: {
    ko: '역은 4개까지 입력할 수 있습니다',
    en: 'Enter at most 4 stations.',
    cn: '最多可输入4个车站。',
  },
  settingStationNameRequired: {
    ko: '역 이름을 입력해주세요',
    en: 'Enter the station name.',
    cn: '请输入车站名称。',
  },
  settingStationLineRequired: {
    ko: '노선 이름을 입력해주세요',
    en: 'Enter the name of the line.',
    cn: '请输入线路名称。',
  },
  settingStationExitInvalid: {
    ko: '출구 번호는 10자 이내로 입력해주세요',
    en: 'Enter the exit number in at most 10 characters.',
    cn: '出口编号请输入10个字符以内。',
  },
  settingWalkMinutesInvalid: {
    ko: '도보 시간은 1~60분 사이의 정수로 입력해주세요',
    en: 'Enter the walking time in whole minutes from 1 to 60.',
    cn: '步行时间请输入1到60之间的整数分钟。',
  },
  settingLineColorInvalid: {
    ko: '노선 색상은 #RRGGBB 형식으로 입력해주세요',
    en: 'Enter the line colour as #RRGGBB.',
    cn: '线路颜色请按 #RRGGBB 格式输入。',
  },
} satisfies Record<string, Localized>;
