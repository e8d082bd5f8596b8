// `npm start -w server`: start the provider with settings from the environment and stop it
// cleanly on Ctrl-C or a container stop.
import { buildServer } from './app';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const provider = await buildServer(config);
  const port = await provider.listen();
  console.log(`App running at ${config.tls ? 'https' : 'http'}://localhost:${port}/${config.tls ? ' (HTTP/2)' : ''}`);
  const staffPort = provider.staffPort();
  if (staffPort !== null)
    console.log(`Staff console at http://${config.staff.host}:${staffPort}/console/ (its API under /staff-api/; docs/back-office.md)`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C means "now".
      process.exit(1);
    }
    stopping = true;
    provider.app.log.info({ signal }, 'shutting down');
    // After config.shutdownGraceMs (SHUTDOWN_GRACE_MS) a shutdown that hangs (a stuck connection) is cut short.
    setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, config.shutdownGraceMs).unref();
    provider.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('Shutdown failed:', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error('The server could not start:', err);
  process.exit(1);
});
