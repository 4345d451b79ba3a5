// 日本語（です・ます調）。Keys and {placeholders} as in ../en/verify.ts.

import type { Area } from '../area.ts';
import type { verify as en } from '../en/verify.ts';

export const verify = (): Area<typeof en> => ({
  'verify.title': '署名済み文書の検証',
  'verify.lead':
    'このサービスで締結された文書が真正であり、改変されていないことを確認します。ファイルはこのサーバー上で検証され、保存されません。',
  'verify.dropLabel': 'ここにPDFをドロップするか、ファイルを選択してください',
  'verify.chooseLabel': 'PDFを選択',
  'verify.dropHint': '25 MiB以下のPDF。',
  'verify.submit': '検証する',
  'verify.checking': 'ファイルを検証しています…',
  'verify.again': '別のファイルを検証する',
  'verify.resultTitle': '検証結果',
  'verify.fileHash': 'ファイルのSHA-256',
  'verify.sealsHeading': 'シールとタイムスタンプ',
  'verify.requestHeading': '署名依頼',
  'verify.claimedHeading': 'このファイルの発行元とされる依頼',
  'verify.claimed':
    'このファイルはシール後に変更されているため、以下の情報はファイル上の記載にすぎません。サービスに記録されたとおりに表示しています。',
  'verify.noRequest':
    'このサービスで完了した依頼のうち、この締結済みページを持つものはないため、依頼の詳細は表示されません。',
  'verify.erased':
    'この依頼はこのサービスで完了しましたが、その記録はその後消去されたため、氏名などの情報は保持されていません。このファイルがシールされたファイルと同一かどうかは、上記のシールで引き続き確認できます。',
  'verify.kind.signature': 'シール',
  'verify.kind.document_timestamp': '文書タイムスタンプ',
  'verify.label.signer': '署名者',
  'verify.label.ours': 'このサービスによるもの',
  'verify.label.intact': '完全性',
  'verify.label.covers': 'ファイル全体を対象',
  'verify.label.signedAt': '署名日時（申告）',
  'verify.label.timestamp': '信頼できるタイムスタンプ',
  'verify.label.noTimestamp': 'なし',
  'verify.label.requestId': '依頼ID',
  'verify.label.template': 'テンプレート',
  'verify.label.completed': '完了日時',
  'verify.label.erased': '記録の消去日時',
  'verify.label.signers': '署名者',
  'verify.signerSigned': '{role}：{date}に署名',
  'verify.signerNotSigned': '{role}：未署名',
  'verify.yes': 'はい',
  'verify.no': 'いいえ',
  'verify.timestampBy': '{time}（{authority}）',
  'verify.timestampByBroken': '{time}（{authority}、破損）',
  'verify.verdict.valid.heading': '真正であり、改変されていません',
  'verify.verdict.valid.text':
    'このファイルは、このサービスがシールしたときのままです。シールは完全であり、シール後に変更や追加はされていません。',
  'verify.verdict.modified.heading': 'シール後に改変されています',
  'verify.verdict.modified.text':
    'このファイルにはこのサービスのシールがありますが、内容がシールされたものと一致しないか、シール後に何かが追加されています。このファイルには依拠せず、送信者に原本をお求めください。',
  'verify.verdict.not_ours.heading': '署名されていますが、このサービスによるものではありません',
  'verify.verdict.not_ours.text':
    'このファイルにはデジタル署名がありますが、このサービスによるものではありません。署名を行った者にご確認ください。',
  'verify.verdict.not_sealed.heading': 'シールがありません',
  'verify.verdict.not_sealed.text':
    'このPDFにはデジタル署名がないため、発行元や改変の有無を確認することはできません。',
  'verify.error.notPdf': 'このファイルはPDFではありません。',
  'verify.error.noFile': '検証するPDFを選択してください。',
  'verify.error.tooLarge': 'ファイルが25 MiBを超えています。',
  'verify.error.generic': 'ファイルを検証できませんでした。もう一度お試しください。',
});
