// 简体中文（中国大陆，正式书面语，称“您”）。

import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': '通知',
  'notifications.lead': '已完成、已被拒绝或已过期的请求。',
  'notifications.markAll': '全部标记为已读',
  'notifications.markRead': '标记为已读',
  'notifications.markReadLabel': '标记为已读：{text}',
  'notifications.unread': '未读',
  'notifications.empty': '暂无通知。请求完成、被拒绝或过期时，将在此处显示。',
  'notifications.completed': '“{template}”已完成',
  'notifications.declined': '“{template}”已被拒绝',
  'notifications.expired': '“{template}”已过期',
  'notifications.other': '“{template}”已变更',
  'notifications.declinedReason': '{name}已拒绝：{reason}',
  'notifications.declinedBy': '{name}已拒绝',
  'notifications.with': '签署人：{names}',

  'settings.title': '工作区设置',
  'settings.workspace': '工作区',
  'settings.name': '名称',
  'settings.plan': '套餐',
  'settings.retention': '已结束请求的保留',
  'settings.retentionLead':
    '已结束的请求（已完成、已拒绝、已过期或已作废）可在一定天数后自动删除：姓名、地址、值、签名和文档都将被删除，与永久删除请求时相同。',
  'settings.keepForever': '保留，直至有人将其删除',
  'settings.eraseAfter': '在结束后经过以下天数时删除',
  'settings.days': '天数',
  'settings.daysHint': '1 至 3650 天（十年）。',
  'settings.daysInvalid': '请输入 1 至 3650 之间的整数天数。',
  'settings.save': '保存',
  'settings.saved': '设置已保存。',
  'settings.currentForever': '已结束的请求将一直保留，直至有人将其删除。',
  'settings.currentDays.one': '已结束的请求将在结束 {count} 天后删除。',
  'settings.currentDays.other': '已结束的请求将在结束 {count} 天后删除。',
  'settings.export': '导出所有数据',
  'settings.exportLead':
    '一个 ZIP 文件，包含每个请求（及其审计跟踪）、模板、成员、审计日志条目，以及每份已签署的 PDF。',
  'settings.exportButton': '下载导出文件',
  'settings.ownersOnly': '仅所有者可以更改这些设置或导出工作区数据。',
});
