import { measure } from './lib/processTree';
(async () => {
  const port = 3391;
  const r = await measure('node_modules/.bin/docusaurus', ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: process.cwd(), env: { BROWSER: 'none' }, timeoutMs: 300000,
    until: async () => { const res = await fetch(`http://127.0.0.1:${port}/docs/server/routers`); return res.ok && (await res.text()).includes('__docusaurus'); },
  });
  console.log('ready', Math.round(r.wallMs), 'ms cpu', Math.round(r.cpuMs), 'rss', Math.round(r.peakRssBytes / 1e6), 'MB');
  console.log(r.output.slice(-600));
})();
