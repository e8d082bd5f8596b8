// POST /release-health: the shell's failure reports (shared/src/routes/health-report.ts), public
// and anonymous, outside /api and its request signing. The visitor is the `vid` cookie the beacon
// carries (static/canary.ts), stored only as a hash. Each client address may send
// reportsPerIpPerMinute reports a minute (the provider's rate windows, shared by a cluster's
// instances); more are refused with 429 before the body is read, and change nothing. A body that is
// not a report is refused with 400 and nothing is stored. 204 otherwise, whether the report was
// kept (it concerns the live or canary version of a running canary) or not.
import type { FastifyInstance } from 'fastify';
import { RELEASE_HEALTH_PATH } from '@app/shared/routes';
import type { RateWindows } from '../cluster/rate-windows';
import { visitorFromCookie } from '../static/canary';
import { parseHealthReport, type CanaryHealth } from './health';

/** A report is about 150 bytes. */
export const REPORT_BODY_LIMIT = 1024;
const MINUTE_MS = 60_000;

export function registerHealthReports(
  app: FastifyInstance,
  { health, rateWindows, now }: { health: CanaryHealth; rateWindows: RateWindows; now: () => number },
) {
  const perMinute = health.settings.reportsPerIpPerMinute;
  return app.register(async (scope) => {
    // sendBeacon sends a string as text/plain; fetch may say application/json.
    scope.addContentTypeParser(
      ['text/plain', 'application/json'],
      { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(Object.assign(new Error('the body is not JSON'), { statusCode: 400 }), undefined);
        }
      },
    );

    scope.addHook('onRequest', async (request, reply) => {
      if (perMinute > 0 && !(await rateWindows.take(`release-health-ip:${request.ip}`, perMinute, MINUTE_MS, now())))
        return reply
          .code(429)
          .header('Retry-After', '60')
          .header('Cache-Control', 'no-store')
          .send({ error: 'too many reports from this address' });
      return undefined;
    });

    scope.post(RELEASE_HEALTH_PATH, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const parsed = parseHealthReport(request.body);
      if ('error' in parsed) return reply.code(400).send({ error: parsed.error });
      const visitor = visitorFromCookie(request.headers.cookie);
      if (visitor) {
        try {
          await health.report(parsed.report, visitor);
        } catch (err) {
          request.log.warn({ err }, 'canary health: a report was not stored');
          return reply.code(503).send({ error: 'the report was not stored' });
        }
      }
      return reply.code(204).send();
    });
  });
}
