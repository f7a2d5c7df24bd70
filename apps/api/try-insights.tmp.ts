import { openDatabase } from '@portal/db/client';
import { buildApp } from './src/app';
import { loadConfig } from './src/platform/config';
const config = loadConfig({
  NODE_ENV: 'test',
  AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
  DATA_DIR: '/tmp/ins-data',
  APP_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  ORDER_AUTOMATION_INTERVAL_MS: '0',
} as NodeJS.ProcessEnv);
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/ins_explore' });
const app = await buildApp({ config, database });
await app.ready();
for (const email of (process.argv[2] ?? 'admin@portal.test').split(',')) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password: 'Portal.2026' },
  });
  const cookie = (res.headers['set-cookie'] as string[]).map((c) => c.split(';')[0]).join('; ');
  for (let i = 0; i < 2; i++) {
    const t = performance.now();
    const r = await app.inject({ method: 'GET', url: `/api/insights${process.argv[3] ?? ''}`, headers: { cookie } });
    const b = r.json();
    console.log(email, r.statusCode, Math.round(performance.now() - t), 'ms', b.computeMs, b.cached);
    if (i === 0) {
      if (r.statusCode !== 200) {
        console.log(b);
        continue;
      }
      const f = b.forecast;
      console.log(
        ' forecast',
        f.status,
        f.reason ?? '',
        f.explanation ?? '',
        JSON.stringify(f.backtest ? { m: f.backtest.model, n: f.backtest.naive, w: f.backtest.winner } : {}),
        f.method ? JSON.stringify(f.method) : '',
      );
      for (const k of ['anomalies', 'churn', 'restock', 'bundles']) {
        console.log(' ', k, b[k].shortfall, b[k].cards.length);
        for (const c of b[k].cards.slice(0, 3)) console.log('    ', c.title, '|', c.explanation, '|', c.link.href);
      }
    }
  }
}
await app.close();
await database.close();
