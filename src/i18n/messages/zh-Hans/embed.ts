// 简体中文（中国大陆，正式书面语，称“您”）。

import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked': '当此页面嵌入在其他网站中显示时，您的浏览器不允许其记住您的验证码。',
  'embed.openInTab': '在新标签页中打开',
  'settings.embedding': '嵌入式签署',
  'settings.embeddingLead':
    '您自己的网站可以在其页面中嵌入显示签署页面（使用带 ?embed=1 的签署链接，或 /embed.js 的 countersign-signing 元素）。请逐行列出允许嵌入的确切源。其他所有网站都将被拒绝。',
  'settings.embeddingOrigins': '允许的源',
  'settings.embeddingOriginsHint': '每行一个，例如 https://app.example.com 或 https://app.example.com:8443。',
  'settings.embeddingNone': '不允许任何网站嵌入签署页面。',
  'settings.embeddingSaved': '允许的源已保存。',
  'settings.embeddingInvalid': '第 {line} 行：{problem}',
  'settings.embeddingTooMany': '最多列出 {max} 个源。',
  'embed.problem.notUrl': '这不是有效的源，例如 https://app.example.com。',
  'embed.problem.scheme': '源须以 https:// 开头。',
  'embed.problem.httpRefused': '请使用 https://（仅当此实例运行在 http 上时才接受 http://）。',
  'embed.problem.path': '请仅填写源，不含路径、查询参数或片段。',
  'embed.problem.credentials': '源中不得包含用户名或密码。',
  'embed.problem.host': '主机名无效（不接受通配符：请逐一列出每个源）。',
  'audit.workspace.embedding_changed': '嵌入源已更改',
});
