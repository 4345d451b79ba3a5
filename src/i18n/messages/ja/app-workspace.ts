// 日本語（です・ます調）。Keys and {placeholders} as in ../en/app-workspace.ts.

import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': '通知',
  'notifications.lead': '完了、辞退または期限切れとなった依頼。',
  'notifications.markAll': 'すべて既読にする',
  'notifications.markRead': '既読にする',
  'notifications.markReadLabel': '既読にする：{text}',
  'notifications.unread': '未読',
  'notifications.empty': 'まだ通知はありません。依頼が完了、辞退または期限切れになると、ここに表示されます。',
  'notifications.completed': '「{template}」が完了しました',
  'notifications.declined': '「{template}」が辞退されました',
  'notifications.expired': '「{template}」の有効期限が切れました',
  'notifications.other': '「{template}」が変更されました',
  'notifications.declinedReason': '{name}が辞退：{reason}',
  'notifications.declinedBy': '{name}が辞退',
  'notifications.with': '参加者：{names}',

  'settings.title': 'ワークスペースの設定',
  'settings.workspace': 'ワークスペース',
  'settings.name': '名前',
  'settings.plan': 'プラン',
  'settings.retention': '終了した依頼の保管',
  'settings.retentionLead':
    '終了した依頼（完了、辞退、期限切れまたは無効）は、指定した日数の経過後に自動で消去できます。依頼を完全に削除した場合と同様に、氏名、アドレス、入力値、署名および文書が消去されます。',
  'settings.keepForever': '誰かが削除するまで保管する',
  'settings.eraseAfter': '終了から指定の日数が経過したら消去する',
  'settings.days': '日数',
  'settings.daysHint': '1～3650（10年）。',
  'settings.daysInvalid': '1～3650の整数で日数を入力してください。',
  'settings.save': '保存',
  'settings.saved': '設定を保存しました。',
  'settings.currentForever': '終了した依頼は、誰かが削除するまで保管されます。',
  'settings.currentDays.one': '終了した依頼は、終了から{count}日後に消去されます。',
  'settings.currentDays.other': '終了した依頼は、終了から{count}日後に消去されます。',
  'settings.export': '全データのエクスポート',
  'settings.exportLead':
    'すべての依頼（監査証跡付き）、テンプレート、メンバー、監査ログのエントリ、およびすべての署名済みPDFを含むZIPファイル。',
  'settings.exportButton': 'エクスポートをダウンロード',
  'settings.ownersOnly':
    'これらの設定の変更とワークスペースのデータのエクスポートは、オーナーのみが行えます。',
});
