import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { openPreparedDatabase } from './platform/database';

async function main() {
  const started = performance.now();
  const config = loadConfig();
  const database = await openPreparedDatabase(config, console);
  const app = await buildApp({ config, database });
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });
  if (config.cardPaymentProvider === 'sandbox') {
    const level = config.env === 'production' ? 'warn' : 'info';
    app.log[level]('card payments go to the sandbox test provider: test cards are approved and no money is taken');
  }
  app.log.info(
    {
      url: config.appUrl,
      database: database.kind,
      cardPaymentProvider: config.cardPaymentProvider,
      startupMs: Math.round(performance.now() - started),
    },
    'portal ready',
  );
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
