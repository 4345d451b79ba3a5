// 简体中文（中国大陆，正式书面语，称“您”）。

import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': '品牌',
  'branding.lead':
    '签署人将在签署页面、电子邮件和审计证书上看到您的名称、徽标和颜色。如未设置，所有内容将保持 Countersign 的中性外观。',
  'branding.displayName': '显示名称',
  'branding.displayNameHint': '发给签署人的电子邮件将以“{example}”的名义发出。留空则使用工作区名称。',
  'branding.displayNameTooLong': '显示名称最多可包含 100 个字符。',
  'branding.accent': '强调色',
  'branding.accentHint': '格式为 #rrggbb。与白色文字及页面背景的对比度均须至少达到 4.5:1（WCAG AA）。',
  'branding.accentFormat': '请以 #rrggbb 格式填写颜色，例如 #0b3d91。',
  'branding.accentLow': '颜色 {colour} 与{where}的对比度为 {ratio}；至少须达到 4.5:1。',
  'branding.whereWhite': '按钮和页眉上的白色文字',
  'branding.wherePage': '页面背景上的链接',
  'branding.save': '保存名称和颜色',
  'branding.logo': '徽标',
  'branding.logoHint': 'PNG 或 JPEG 文件，不超过 200 KB 和 1000 × 1000 像素。',
  'branding.upload': '上传徽标',
  'branding.removeLogo': '移除徽标',
  'branding.noLogo': '无徽标：将显示名称。',
  'branding.notSet': '未设置',
  'branding.logoTooLarge': '该文件为 {size} KB；徽标最大为 200 KB。',
  'branding.logoNotImage': '徽标必须是 PNG 或 JPEG 图片。不接受 SVG 及其他格式。',
  'branding.logoMismatch': '该文件的名称或发送类型为 {declared}，但其内容为 {actual}。',
  'branding.logoTooManyPixels': '该徽标为 {width} × {height} 像素；最大允许 1000 × 1000 像素。',
  'branding.logoCorrupt': '该文件已损坏：无法读取为完整的图片。',
  'branding.logoEmpty': '请选择要上传的 PNG 或 JPEG 文件。',
  'audit.workspace.branding_changed': '品牌已更改',
  'audit.workspace.logo_changed': '徽标已更改',
  'audit.workspace.logo_removed': '徽标已移除',
});
