// The code editor's HTML output: the editor frames this page (sandboxed, no same-origin) and posts
// the student's HTML to it, which then becomes this document. A page of its own because the app's
// Content-Security-Policy runs no inline script, and a srcdoc frame would inherit that policy: the
// server sends this page a policy of its own that lets the student's scripts run, inside a sandbox
// (sync-server/src/plugins/security-headers.plugin.ts).
addEventListener(
  'message',
  (event) => {
    const html = event.data && event.data.htmlPreview;
    if (typeof html !== 'string') return;
    document.open();
    document.write(html);
    document.close();
  },
  { once: true },
);
