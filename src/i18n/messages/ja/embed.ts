// 日本語（です・ます調）。Keys and {placeholders} as in ../en/embed.ts.

import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked':
    'このページが他のサイト内に表示されている間、お使いのブラウザではコードを保持できません。',
  'embed.openInTab': '新しいタブで開く',
  'settings.embedding': '埋め込み署名',
  'settings.embeddingLead':
    '自社サイト内に署名ページを表示できます（?embed=1を付けた署名用リンク、または/embed.jsのcountersign-signing要素）。表示を許可するオリジンを1行に1つずつ正確に入力してください。それ以外のサイトはすべて拒否されます。',
  'settings.embeddingOrigins': '許可するオリジン',
  'settings.embeddingOriginsHint': '1行に1つ。例：https://app.example.com、https://app.example.com:8443',
  'settings.embeddingNone': '署名ページを埋め込めるサイトはありません。',
  'settings.embeddingSaved': '許可するオリジンを保存しました。',
  'settings.embeddingInvalid': '{line}行目：{problem}',
  'settings.embeddingTooMany': 'オリジンは{max}個まで入力できます。',
  'embed.problem.notUrl': 'https://app.example.comのようなオリジンではありません。',
  'embed.problem.scheme': 'オリジンはhttps://で始まります。',
  'embed.problem.httpRefused':
    'https://を使用してください（http://は、このインスタンスがhttpで稼働している場合に限り使用できます）。',
  'embed.problem.path': 'パス、クエリ、フラグメントを含めず、オリジンのみを入力してください。',
  'embed.problem.credentials': 'オリジンにユーザー名やパスワードは含められません。',
  'embed.problem.host':
    'ホスト名が無効です（ワイルドカードは使用できません。オリジンを個別に入力してください）。',
  'audit.workspace.embedding_changed': '埋め込みを許可するオリジンを変更',
});
