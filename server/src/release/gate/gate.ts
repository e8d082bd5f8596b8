// The release gate, on the provider: before a version goes live (publish), to a share of visitors
// (canary, also when a running canary's share changes) and on promote, the release API runs it on
// the hosted version folder against what is live now. Rollback and abort are not gated (speed
// first; a rollback target was live before).
//
// Static checks first, from the files (checks.ts): shared singletons against the live shell's,
// route auth not loosened, the @app/shared exports used, route ownership against the live registry.
// A refusal there stops the gate before any browser starts. Then, in one Chromium launch, the
// exposed modules in the live shell (probe.ts) and, when they load, every page drawn inside the
// live shell, signed out and in, in English and Chinese (render.ts).
//
// A pass of the browser checks is kept per (remote, version, live shell build) in
// release_gate_passes: the same version gated again against the same shell (a drill alternating
// publish and rollback, a canary widened, a promotion) is not drawn again. One browser run at a
// time per instance: two at once on a small machine would only make both slow.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { RegistryEntry } from '../registry';
import type { ReleaseSettings } from '../settings';
import { launchBrowser } from './browser';
import {
  SHARED_FILES,
  SHARED_PACKAGE,
  checkExposes,
  checkOwnership,
  checkRoutes,
  checkShared,
  checkSharedExports,
  remoteConsumes,
  type OtherRemote,
  type RouteLike,
  type Shape,
  type SharedImports,
} from './checks';
import { GateCustomer } from './customer';
import { exposesOf, probeExposes } from './probe';
import { renderPages, type RenderResult } from './render';
import { shellBuild, shellProvides, shellSharedSurface } from './shell';

export type GatedAction = 'publish' | 'canary' | 'promote';

export interface GateRequest {
  remote: string;
  version: string;
  action: GatedAction;
  /** This remote's live entry (null: nothing live yet). */
  live: RegistryEntry | null;
  /** Every remote's live and canary routes, for the ownership check. */
  others: readonly OtherRemote[];
}

export interface GateAnswer {
  passed: boolean;
  remote: string;
  version: string;
  /** The live shell's build the candidate was checked against. */
  shell: string | null;
  /** The gate's own run time, s (time spent waiting for another gate run not included). */
  seconds: number;
  /** Waiting for another gate run on this instance, s. */
  waitedSeconds: number;
  /** The browser checks passed earlier against this shell build and were not run again. */
  cached: boolean;
  /** When, and how long they took then. */
  passedEarlier: { at: string; seconds: number } | null;
  checks: string[];
  /** Checks not run, each with why. */
  skipped: string[];
  /** Browser checks switched off on this provider: 'render check (RELEASE_GATE_RENDER=0)'. */
  switchedOff: string[];
  notes: string[];
  render: Omit<RenderResult, 'failures'> | null;
  refusals: string[];
  /** One line for a person. */
  summary: string;
}

export interface GateOptions {
  db: Kysely<Database>;
  releaseDir: string;
  settings: ReleaseSettings;
  now: () => number;
  /** This provider's own address for its browser (null while it is not listening). */
  baseUrl: () => string | null;
}

const STATIC_CHECKS = ['shared singletons', `${SHARED_PACKAGE} exports used`, 'route auth', 'route ownership'];

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

export class ReleaseGate {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly customer: GateCustomer;

  constructor(private readonly options: GateOptions) {
    this.customer = new GateCustomer(options.db, options.now);
  }

  /** One browser run at a time on this instance; returns how long it waited. */
  private exclusive<T>(run: () => Promise<T>): Promise<{ value: T; waited: number }> {
    const queued = Date.now();
    const next = this.queue.then(async () => {
      const waited = (Date.now() - queued) / 1000;
      return { value: await run(), waited };
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async passedEarlier(remote: string, version: string, shell: string) {
    return this.options.db
      .selectFrom('release_gate_passes')
      .selectAll()
      .where('remote', '=', remote)
      .where('version', '=', version)
      .where('shell', '=', shell)
      .executeTakeFirst();
  }

  async run(request: GateRequest): Promise<GateAnswer> {
    const started = Date.now();
    const { remote, version, live } = request;
    const { releaseDir, settings } = this.options;
    const folder = path.join(releaseDir, 'remotes', remote, version);
    const answer: GateAnswer = {
      passed: false,
      remote,
      version,
      shell: shellBuild(releaseDir),
      seconds: 0,
      waitedSeconds: 0,
      cached: false,
      passedEarlier: null,
      checks: [],
      skipped: [],
      switchedOff: [],
      notes: [],
      render: null,
      refusals: [],
      summary: '',
    };
    const finish = (): GateAnswer => {
      answer.passed = answer.refusals.length === 0;
      answer.seconds = Math.round((Date.now() - started) / 100 - answer.waitedSeconds * 10) / 10;
      answer.summary = summarize(answer);
      return answer;
    };

    const manifest = readJson(path.join(folder, 'mf-manifest.json'));
    const routes = readJson(path.join(folder, 'routes.json'));
    if (!answer.shell) {
      answer.refusals.push(`no live shell in ${releaseDir}: publish the shell first (npm run release -- shell)`);
      return finish();
    }
    if (manifest === undefined || !Array.isArray(routes)) {
      answer.refusals.push(`${remote} ${version} has no readable mf-manifest.json and routes.json in its folder`);
      return finish();
    }
    const candidateRoutes = routes as RouteLike[];
    const liveVersion = live?.version ?? 'nothing';

    // The static checks: cheap, and against what is live at this moment.
    answer.checks.push(...STATIC_CHECKS);
    answer.refusals.push(
      ...checkShared(remoteConsumes(manifest), shellProvides(releaseDir), { remote, version }),
      ...checkRoutes(live?.routes as RouteLike[] | undefined, candidateRoutes, { remote, liveVersion, version }),
      ...this.sharedExports(remote, version, folder, answer.notes),
      ...checkOwnership(remote, version, candidateRoutes, request.others),
    );
    const browserChecks = [settings.gateProbe && 'exposed modules', settings.gateRender && 'pages drawn in the live shell'].filter(
      (c): c is string => Boolean(c),
    );
    if (!settings.gateProbe) answer.switchedOff.push('exposed modules (RELEASE_GATE_PROBE=0)');
    if (!settings.gateRender) answer.switchedOff.push('render check (RELEASE_GATE_RENDER=0)');
    answer.skipped.push(...answer.switchedOff.map((c) => `${c}: switched off on this provider`));
    if (answer.refusals.length) {
      if (browserChecks.length) answer.skipped.push(`${browserChecks.join(' and ')}: not run, the checks above refused it`);
      return finish();
    }
    if (!browserChecks.length) return finish();

    const candidate: RegistryEntry = { version, entry: `/remotes/${remote}/${version}/remoteEntry.js`, routes: candidateRoutes };
    const full = settings.gateProbe && settings.gateRender;
    const earlier = full ? await this.passedEarlier(remote, version, answer.shell) : undefined;
    let candidateShape: Shape | null = null;
    let liveShape: Shape | null = null;
    if (earlier) {
      answer.cached = true;
      answer.passedEarlier = { at: new Date(Number(earlier.at)).toISOString(), seconds: Number(earlier.seconds) };
      candidateShape = JSON.parse(earlier.exposes) as Shape;
      if (live && live.version !== version) {
        const liveEarlier = await this.passedEarlier(remote, live.version, answer.shell);
        if (liveEarlier) liveShape = JSON.parse(liveEarlier.exposes) as Shape;
      } else liveShape = {};
    }
    const liveFolder = live ? path.join(releaseDir, 'remotes', remote, live.version) : null;
    const liveHosted = live && live.version !== version && liveFolder && existsSync(path.join(liveFolder, 'mf-manifest.json'));
    if (!liveHosted && liveShape === null) liveShape = {};

    const needsBrowser = candidateShape === null || liveShape === null;
    if (needsBrowser) {
      const baseUrl = this.options.baseUrl();
      if (!baseUrl) {
        answer.refusals.push('the gate cannot reach this provider to draw the pages (it is not listening yet)');
        return finish();
      }
      const { value, waited } = await this.exclusive(() =>
        this.browserChecks({
          remote,
          version,
          candidate,
          manifest,
          live: liveHosted && live ? live : null,
          liveFolder,
          baseUrl,
          candidateShape,
          draw: !answer.cached,
          answer,
        }),
      );
      answer.waitedSeconds = waited;
      candidateShape = value.candidateShape;
      liveShape = value.liveShape;
      if (value.render) {
        answer.render = {
          pages: value.render.pages,
          variants: value.render.variants,
          renders: value.render.renders,
          seconds: value.render.seconds,
        };
        for (const f of value.render.failures) answer.refusals.push(`page ${f.page} (${f.variants.join('; ')}): ${f.error}`);
      }
    }
    if (settings.gateProbe && candidateShape) {
      answer.refusals.unshift(...checkExposes(candidateShape, liveShape ?? {}, { remote, version, liveVersion, routes: candidateRoutes }));
    }
    answer.checks.push(...browserChecks);
    if (!answer.refusals.length && full && !answer.cached && candidateShape && answer.render) {
      await this.options.db
        .insertInto('release_gate_passes')
        .values({
          remote,
          version,
          shell: answer.shell,
          exposes: JSON.stringify(candidateShape),
          pages: answer.render.pages.length,
          renders: answer.render.renders,
          seconds: (Date.now() - started) / 1000 - answer.waitedSeconds,
          at: this.options.now(),
        })
        .execute()
        .catch((err: unknown) => {
          if (!isUniqueViolation(err)) throw err; // another instance recorded the same pass
        });
    }
    return finish();
  }

  /** The probe (candidate, and the live version for comparison) and the render, in one browser. */
  private async browserChecks({
    remote,
    version,
    candidate,
    manifest,
    live,
    liveFolder,
    baseUrl,
    candidateShape,
    draw,
    answer,
  }: {
    remote: string;
    version: string;
    candidate: RegistryEntry;
    manifest: unknown;
    live: RegistryEntry | null;
    liveFolder: string | null;
    baseUrl: string;
    candidateShape: Shape | null;
    /** Draw the pages (false: the render passed earlier against this shell). */
    draw: boolean;
    answer: GateAnswer;
  }): Promise<{ candidateShape: Shape | null; liveShape: Shape | null; render: RenderResult | null }> {
    const { settings } = this.options;
    let browser;
    try {
      browser = await launchBrowser(settings.chromiumPath);
    } catch (err) {
      answer.refusals.push(
        `the gate could not start Chromium at ${settings.chromiumPath} (${(err as Error).message.split('\n')[0]}): install it, set CHROMIUM_PATH, or switch the browser checks off on this provider (RELEASE_GATE_PROBE=0, RELEASE_GATE_RENDER=0)`,
      );
      return { candidateShape: null, liveShape: null, render: null };
    }
    try {
      let liveShape: Shape = {};
      if (settings.gateProbe) {
        const probes: Promise<Shape>[] = [];
        if (!candidateShape) probes.push(probeExposes(browser, { baseUrl, remote, build: candidate, exposes: exposesOf(manifest) }));
        if (live && liveFolder)
          probes.push(
            probeExposes(browser, {
              baseUrl,
              remote,
              build: live,
              exposes: exposesOf(readJson(path.join(liveFolder, 'mf-manifest.json'))),
            }),
          );
        const shapes = await Promise.all(probes);
        if (!candidateShape) candidateShape = shapes.shift() ?? {};
        liveShape = shapes.shift() ?? {};
        const contract = checkExposes(candidateShape, liveShape, {
          remote,
          version,
          liveVersion: live?.version ?? 'nothing',
          routes: candidate.routes as RouteLike[],
        });
        if (contract.length) {
          if (settings.gateRender) answer.skipped.push('render check: not run, the exposed modules do not keep the contract');
          return { candidateShape, liveShape, render: null };
        }
      }
      if (!settings.gateRender || !draw) return { candidateShape, liveShape, render: null };
      const { session, end } = await this.customer.signIn();
      try {
        const render = await renderPages(browser, {
          baseUrl,
          remote,
          candidate,
          session,
          tabs: settings.gateTabs,
          pageTimeoutMs: settings.gatePageTimeoutMs,
        });
        return { candidateShape, liveShape, render };
      } finally {
        await end();
      }
    } finally {
      await browser.close().catch(() => undefined);
    }
  }

  /**
   * The exports of @app/shared the candidate imports (its build's shared-imports.json) against
   * those the live shell's copy has. A candidate built before builds wrote shared-imports.json is
   * let through with a note: a rollback, canary or promotion of one must keep working.
   */
  private sharedExports(remote: string, version: string, folder: string, notes: string[]): string[] {
    const imports = readJson(path.join(folder, SHARED_FILES.imports)) as SharedImports | undefined;
    if (!imports) {
      notes.push(
        `${SHARED_PACKAGE} exports not checked for ${remote} ${version}: its build has no ${SHARED_FILES.imports} (built before builds recorded their imports; rebuild it to have them checked)`,
      );
      return [];
    }
    const surface = shellSharedSurface(this.options.releaseDir);
    if (!surface) {
      return [
        `shared exports of '${SHARED_PACKAGE}': mfe-${remote} ${version} imports ${Object.values(imports.entries ?? {}).flat().length} of them, but the live shell has no ${SHARED_FILES.surface} and no export table of ${SHARED_PACKAGE} could be read from its scripts, so none can be checked (build and publish the shell again: node scripts/build.mjs shell)`,
      ];
    }
    if (surface.scanned)
      notes.push(
        `the live shell has no ${SHARED_FILES.surface} (published before shell builds wrote it): its ${SHARED_PACKAGE} ${surface.version} exports were read from its scripts`,
      );
    return checkSharedExports(imports, surface, { remote, version });
  }
}

function summarize(a: GateAnswer): string {
  const head = `${a.remote} ${a.version}`;
  if (!a.passed) return `gate refused ${head} in ${a.seconds.toFixed(1)} s:\n  - ${a.refusals.join('\n  - ')}`;
  const parts = [`gate passed for ${head} in ${a.seconds.toFixed(1)} s`];
  if (a.cached && a.passedEarlier)
    parts.push(
      `gate passed earlier against this shell (build ${a.shell}, ${a.passedEarlier.at}, ${a.passedEarlier.seconds.toFixed(1)} s): pages not drawn again`,
    );
  else if (a.render)
    parts.push(
      `${a.render.pages.length} pages drawn inside the live shell in ${a.render.variants.length} variants (${a.render.renders} renders, ${a.render.seconds.toFixed(1)} s)`,
    );
  parts.push(`checked: ${a.checks.join(', ')}`);
  if (a.skipped.length) parts.push(`skipped: ${a.skipped.join('; ')}`);
  return parts.join('; ');
}
