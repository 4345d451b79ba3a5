// 한국어 (합니다체). Keys and {placeholders} as in ../en/app-branding.ts.

import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': '브랜딩',
  'branding.lead':
    '서명자는 서명 페이지, 이메일 및 감사 인증서에서 귀사의 이름, 로고 및 색상을 보게 됩니다. 설정하지 않으면 모두 Countersign의 기본 디자인으로 표시됩니다.',
  'branding.displayName': '표시 이름',
  'branding.displayNameHint':
    '서명자에게 보내는 이메일의 보낸 사람이 “{example}”(으)로 표시됩니다. 워크스페이스 이름을 사용하려면 비워 두십시오.',
  'branding.displayNameTooLong': '표시 이름은 최대 100자까지 입력할 수 있습니다.',
  'branding.accent': '강조 색상',
  'branding.accentHint':
    '#rrggbb 형식으로 입력합니다. 흰색 텍스트 및 페이지 배경과의 명암비가 4.5:1 이상이어야 합니다(WCAG AA).',
  'branding.accentFormat': '색상은 #rrggbb 형식으로 입력하십시오(예: #0b3d91).',
  'branding.accentLow': '색상 {colour}의 {where}에 대한 명암비는 {ratio}입니다. 4.5:1 이상이어야 합니다.',
  'branding.whereWhite': '버튼과 머리글의 흰색 텍스트',
  'branding.wherePage': '페이지 배경 위의 링크',
  'branding.save': '이름 및 색상 저장',
  'branding.logo': '로고',
  'branding.logoHint': '최대 200KB, 1000 × 1000픽셀의 PNG 또는 JPEG 파일.',
  'branding.upload': '로고 업로드',
  'branding.removeLogo': '로고 삭제',
  'branding.noLogo': '로고 없음: 대신 이름이 표시됩니다.',
  'branding.notSet': '설정되지 않음',
  'branding.logoTooLarge': '파일 크기가 {size}KB입니다. 로고는 최대 200KB까지 가능합니다.',
  'branding.logoNotImage': '로고는 PNG 또는 JPEG 이미지여야 합니다. SVG 및 기타 형식은 허용되지 않습니다.',
  'branding.logoMismatch': '파일 이름 또는 전송 형식은 {declared}이지만, 내용은 {actual}입니다.',
  'branding.logoTooManyPixels': '로고가 {width} × {height}픽셀입니다. 최대 1000 × 1000픽셀까지 허용됩니다.',
  'branding.logoCorrupt': '파일이 손상되었습니다. 온전한 이미지로 읽을 수 없습니다.',
  'branding.logoEmpty': '업로드할 PNG 또는 JPEG 파일을 선택하십시오.',
  'audit.workspace.branding_changed': '브랜딩 변경',
  'audit.workspace.logo_changed': '로고 변경',
  'audit.workspace.logo_removed': '로고 삭제',
});
