// 한국어 (합니다체): 설정 페이지의 워크스페이스 기본 언어. Keys and {placeholders} as in ../en/app-language.ts.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': '서명자 언어',
  'settings.languageLead':
    '언어를 지정하지 않은 서명자는 이 언어로 이메일을 받으며, 서명 페이지는 브라우저 언어로, 그 언어를 사용할 수 없으면 이 언어로 표시됩니다. 감사 인증서도 이 언어로 작성됩니다.',
  'settings.languageCurrent': '기본 언어: {language}.',
  'settings.languageChoice': '기본 언어',
  'settings.languageInvalid': '목록에 있는 언어 중 하나를 선택하십시오.',
  'audit.workspace.language_changed': '서명자 기본 언어 변경',
});
