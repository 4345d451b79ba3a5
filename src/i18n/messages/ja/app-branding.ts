// 日本語（です・ます調）。Keys and {placeholders} as in ../en/app-branding.ts.

import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': 'ブランディング',
  'branding.lead':
    '署名者には、署名ページ、メールおよび監査証明書で、貴社の名前、ロゴおよびカラーが表示されます。設定しない場合は、すべてCountersignの標準デザインで表示されます。',
  'branding.displayName': '表示名',
  'branding.displayNameHint':
    '署名者へのメールの差出人は「{example}」になります。ワークスペース名を使用する場合は空欄にしてください。',
  'branding.displayNameTooLong': '表示名は100文字以内で入力してください。',
  'branding.accent': 'アクセントカラー',
  'branding.accentHint':
    '#rrggbbの形式で入力します。白い文字との間、およびページの背景上で、4.5:1以上のコントラスト比が必要です（WCAG AA）。',
  'branding.accentFormat': 'カラーは#rrggbbの形式で入力してください（例：#0b3d91）。',
  'branding.accentLow': 'カラー{colour}の{where}に対するコントラスト比は{ratio}です。4.5:1以上が必要です。',
  'branding.whereWhite': 'ボタンとヘッダーの白い文字',
  'branding.wherePage': 'ページの背景上のリンク',
  'branding.save': '名前とカラーを保存',
  'branding.logo': 'ロゴ',
  'branding.logoHint': '200 KB以下、1000 × 1000ピクセル以内のPNGまたはJPEGファイル。',
  'branding.upload': 'ロゴをアップロード',
  'branding.removeLogo': 'ロゴを削除',
  'branding.noLogo': 'ロゴなし：代わりに名前が表示されます。',
  'branding.notSet': '未設定',
  'branding.logoTooLarge': 'ファイルは{size} KBです。ロゴは200 KB以下にしてください。',
  'branding.logoNotImage': 'ロゴはPNGまたはJPEG画像にしてください。SVGなどの形式は使用できません。',
  'branding.logoMismatch': 'ファイルの名前または送信形式は{declared}ですが、内容は{actual}です。',
  'branding.logoTooManyPixels':
    'ロゴは{width} × {height}ピクセルです。1000 × 1000ピクセル以内にしてください。',
  'branding.logoCorrupt': 'ファイルが破損しています。画像全体として読み取れません。',
  'branding.logoEmpty': 'アップロードするPNGまたはJPEGファイルを選択してください。',
  'audit.workspace.branding_changed': 'ブランディングを変更',
  'audit.workspace.logo_changed': 'ロゴを変更',
  'audit.workspace.logo_removed': 'ロゴを削除',
});
