// 繁體中文（台灣，正式書面語，稱「您」）。

import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': '品牌',
  'branding.lead':
    '簽署人將在簽署頁面、電子郵件和稽核證書上看到您的名稱、標誌和顏色。如未設定，所有內容將保持 Countersign 的中性外觀。',
  'branding.displayName': '顯示名稱',
  'branding.displayNameHint': '發給簽署人的電子郵件將以「{example}」的名義發出。留空則使用工作區名稱。',
  'branding.displayNameTooLong': '顯示名稱最多可包含 100 個字元。',
  'branding.accent': '強調色',
  'branding.accentHint': '格式為 #rrggbb。與白色文字及頁面背景的對比度均須至少達到 4.5:1（WCAG AA）。',
  'branding.accentFormat': '請以 #rrggbb 格式填寫顏色，例如 #0b3d91。',
  'branding.accentLow': '顏色 {colour} 與{where}的對比度為 {ratio}；至少須達到 4.5:1。',
  'branding.whereWhite': '按鈕和頁首上的白色文字',
  'branding.wherePage': '頁面背景上的連結',
  'branding.save': '儲存名稱和顏色',
  'branding.logo': '標誌',
  'branding.logoHint': 'PNG 或 JPEG 檔案，不超過 200 KB 和 1000 × 1000 像素。',
  'branding.upload': '上傳標誌',
  'branding.removeLogo': '移除標誌',
  'branding.noLogo': '無標誌：將顯示名稱。',
  'branding.notSet': '未設定',
  'branding.logoTooLarge': '該檔案為 {size} KB；標誌最大為 200 KB。',
  'branding.logoNotImage': '標誌必須是 PNG 或 JPEG 圖片。不接受 SVG 及其他格式。',
  'branding.logoMismatch': '該檔案的名稱或傳送類型為 {declared}，但其內容為 {actual}。',
  'branding.logoTooManyPixels': '該標誌為 {width} × {height} 像素；最大允許 1000 × 1000 像素。',
  'branding.logoCorrupt': '該檔案已損壞：無法讀取為完整的圖片。',
  'branding.logoEmpty': '請選擇要上傳的 PNG 或 JPEG 檔案。',
  'audit.workspace.branding_changed': '品牌已更改',
  'audit.workspace.logo_changed': '標誌已更改',
  'audit.workspace.logo_removed': '標誌已移除',
});
