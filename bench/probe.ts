import { startStaticServer } from './lib/staticServer';
import { runLighthouse, withChromium } from './lib/lighthouse';
(async () => {
  const [dir, n, ...routes] = process.argv.slice(2);
  const server = await startStaticServer(dir);
  await withChromium(async (port) => {
    for (const route of routes) for (let i = 0; i < Number(n); i++) {
      const { run, lhr } = await runLighthouse(server.url + route, port);
      const a = lhr.audits as any;
      const tasks = a['long-tasks'].details.items.map((t: any) => `${t.url.replace(server.url, '').replace('/assets/js/', '')}@${Math.round(t.startTime)}:${Math.round(t.duration)}`);
      console.log(route, JSON.stringify(run.scores), 'LCP', Math.round(run.lcp), 'TBT', Math.round(run.tbt), run.failedAudits.join(','), tasks.join(' '));
    }
  });
  await server.close();
})();
