// 繁體中文（台灣，正式書面語，稱「您」）。

import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked': '當此頁面嵌入在其他網站中顯示時，您的瀏覽器不允許其記住您的驗證碼。',
  'embed.openInTab': '在新分頁中開啟',
  'settings.embedding': '嵌入式簽署',
  'settings.embeddingLead':
    '您自己的網站可以在其頁面中嵌入顯示簽署頁面（使用帶 ?embed=1 的簽署連結，或 /embed.js 的 countersign-signing 元素）。請逐行列出允許嵌入的確切來源。其他所有網站都將被拒絕。',
  'settings.embeddingOrigins': '允許的來源',
  'settings.embeddingOriginsHint': '每行一個，例如 https://app.example.com 或 https://app.example.com:8443。',
  'settings.embeddingNone': '不允許任何網站嵌入簽署頁面。',
  'settings.embeddingSaved': '允許的來源已儲存。',
  'settings.embeddingInvalid': '第 {line} 行：{problem}',
  'settings.embeddingTooMany': '最多列出 {max} 個來源。',
  'embed.problem.notUrl': '這不是有效的來源，例如 https://app.example.com。',
  'embed.problem.scheme': '來源須以 https:// 開頭。',
  'embed.problem.httpRefused': '請使用 https://（僅當此執行個體以 http 執行時才接受 http://）。',
  'embed.problem.path': '請僅填寫來源，不含路徑、查詢參數或片段。',
  'embed.problem.credentials': '來源中不得包含使用者名稱或密碼。',
  'embed.problem.host': '主機名稱無效（不接受萬用字元：請逐一列出每個來源）。',
  'audit.workspace.embedding_changed': '嵌入來源已更改',
});
