// 繁體中文（台灣，正式書面語，稱「您」）。

import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': '通知',
  'notifications.lead': '已完成、已被拒絕或已過期的請求。',
  'notifications.markAll': '全部標記為已讀',
  'notifications.markRead': '標記為已讀',
  'notifications.markReadLabel': '標記為已讀：{text}',
  'notifications.unread': '未讀',
  'notifications.empty': '尚無通知。請求完成、被拒絕或過期時，將在此處顯示。',
  'notifications.completed': '「{template}」已完成',
  'notifications.declined': '「{template}」已被拒絕',
  'notifications.expired': '「{template}」已過期',
  'notifications.other': '「{template}」已變更',
  'notifications.declinedReason': '{name}已拒絕：{reason}',
  'notifications.declinedBy': '{name}已拒絕',
  'notifications.with': '簽署人：{names}',

  'settings.title': '工作區設定',
  'settings.workspace': '工作區',
  'settings.name': '名稱',
  'settings.plan': '方案',
  'settings.retention': '已結束請求的保留',
  'settings.retentionLead':
    '已結束的請求（已完成、已拒絕、已過期或已作廢）可在一定天數後自動刪除：姓名、地址、值、簽名和文件都將被刪除，與永久刪除請求時相同。',
  'settings.keepForever': '保留，直至有人將其刪除',
  'settings.eraseAfter': '在結束後經過以下天數時刪除',
  'settings.days': '天數',
  'settings.daysHint': '1 至 3650 天（十年）。',
  'settings.daysInvalid': '請輸入 1 至 3650 之間的整數天數。',
  'settings.save': '儲存',
  'settings.saved': '設定已儲存。',
  'settings.currentForever': '已結束的請求將一直保留，直至有人將其刪除。',
  'settings.currentDays.one': '已結束的請求將在結束 {count} 天後刪除。',
  'settings.currentDays.other': '已結束的請求將在結束 {count} 天後刪除。',
  'settings.export': '匯出所有資料',
  'settings.exportLead':
    '一個 ZIP 檔案，包含每個請求（及其稽核軌跡）、範本、成員、稽核記錄項目，以及每份已簽署的 PDF。',
  'settings.exportButton': '下載匯出檔案',
  'settings.ownersOnly': '僅擁有者可以更改這些設定或匯出工作區資料。',
});
