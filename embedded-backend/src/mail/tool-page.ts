/**
 * The shell of the local stack's inbox pages (/__mailbox, /__whatsapp): a banner with the tool's
 * name, a count and a filter by recipient, then the page's own content and styles.
 */
import { escapeHtml } from './templates';

export interface ToolPageOptions {
  title: string;
  /** The banner's name, e.g. `local mailbox` (after "ZELLIJ ·"). */
  name: string;
  /** e.g. `3 messages, newest first`. */
  summary: string;
  filter: { label: string; type: 'email' | 'tel'; placeholder: string; value: string };
  /** The page's own rules, after the shared ones. */
  css: string;
  main: string;
  /** Inline script, allowed by the page's Content-Security-Policy through this nonce. */
  script?: { nonce: string; code: string };
}

export function toolPage({ title, name, summary, filter, css, main, script }: ToolPageOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f6f1e7; color: #222; }
  header { background: #0f5257; color: #fff; padding: 16px 24px; display: flex; gap: 16px; align-items: center; flex-wrap: wrap; }
  header h1 { font-size: 20px; margin: 0; letter-spacing: 2px; }
  header form { display: flex; gap: 8px; margin-left: auto; }
  header input { padding: 6px 8px; min-width: 240px; }
  header a, header button { color: #fff; background: #b4532a; border: 0; padding: 6px 12px; text-decoration: none; font: inherit; cursor: pointer; }
  .empty { background: #fff; padding: 24px; border: 1px solid #ddd; }
${css}
</style>
</head>
<body>
<header>
  <h1>ZELLIJ &middot; ${escapeHtml(name)}</h1>
  <span>${escapeHtml(summary)}</span>
  <form method="get" action="">
    <label for="to" hidden>${escapeHtml(filter.label)}</label>
    <input id="to" name="to" type="${filter.type}" placeholder="${escapeHtml(filter.placeholder)}" value="${escapeHtml(filter.value)}">
    <button type="submit">Filter</button>
    <a href="?">All</a>
  </form>
</header>
<main>
${main}
</main>${script ? `\n<script nonce="${escapeHtml(script.nonce)}">${script.code}</script>` : ''}
</body>
</html>`;
}
