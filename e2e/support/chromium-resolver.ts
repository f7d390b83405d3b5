import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type LaunchOptions } from 'playwright-core';

/** A Chromium binary and the environment it needs: resolved once per run, passed to every spec file. */
export interface ChromiumChoice {
  executablePath: string;
  /** Added to the browser's environment, e.g. the bundled libraries or fonts of @sparticuz/chromium. */
  env: Record<string, string>;
  /** Where it came from, for the log line and for error messages. */
  source: string;
}

/**
 * The flags, chosen one by one. Closed network: no downloads, updates or background calls. No sandbox:
 * CI runs as root in a container, where Chromium's sandbox cannot start. No GPU: none there.
 * `--disable-dev-shm-usage`: a container's /dev/shm is often 64 MB, and a full one crashes the tab.
 * Deliberately NOT @sparticuz's own list: `--disable-web-security` and the like would hide the CSP and
 * CORS failures these tests must see, and `--single-process` is only for AWS Lambda's seccomp.
 */
const baseArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumLaunchOptions(choice: ChromiumChoice, extraArgs: string[] = []): LaunchOptions {
  return {
    executablePath: choice.executablePath,
    headless: true,
    env: { ...process.env, ...choice.env },
    args: [...baseArgs, ...extraArgs],
  };
}

// createRequire: Vitest's module runner has no import.meta.resolve.
const sparticuzEntry = () => pathToFileURL(createRequire(import.meta.url).resolve('@sparticuz/chromium'));

/**
 * @sparticuz/chromium's build, unpacked once per package version into a private folder. Not its default
 * /tmp/chromium: that path holds whichever version came first and is reused even when half-written,
 * so a killed or concurrent first run, or a package upgrade, would leave a broken or stale browser.
 * Here a staging folder is filled, then renamed into place in one step.
 */
async function unpackSparticuz(): Promise<{ dir: string; version: string }> {
  const packageJson = new URL('../package.json', sparticuzEntry());
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  const dir = join(tmpdir(), `b2c-e2e-chromium-${version}-${process.getuid?.() ?? 0}`);
  if (existsSync(join(dir, 'chromium'))) return { dir, version };

  const { default: pack, inflate } = await import('@sparticuz/chromium');
  const binDir = fileURLToPath(new URL('../bin/', sparticuzEntry()));
  const staging = `${dir}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // The package unpacks into os.tmpdir(), which follows TMPDIR: point it at the staging folder meanwhile.
  const savedTmpdir = process.env.TMPDIR;
  process.env.TMPDIR = staging;
  try {
    await pack.executablePath(binDir);
    // NSS, NSPR and expat, built for Amazon Linux 2023: used only if the machine lacks its own.
    await inflate(join(binDir, 'al2023.tar.br'));
  } catch (e) {
    rmSync(staging, { recursive: true, force: true });
    throw e;
  } finally {
    if (savedTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmpdir;
  }
  // The packaged fonts.conf names /tmp/fonts; this one names where the fonts are now.
  writeFileSync(
    join(staging, 'fonts', 'fonts.conf'),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `  <dir>${join(dir, 'fonts')}</dir>\n  <cachedir>${join(dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
  );
  try {
    renameSync(staging, dir);
  } catch {
    // Another run put its copy in place first: use that one.
    rmSync(staging, { recursive: true, force: true });
  }
  return { dir, version };
}

/**
 * The ways to try @sparticuz's build: as the machine has it (its NSS libraries and fonts), then
 * self-contained with the bundled libraries and Open Sans, for a machine with neither.
 */
async function sparticuzChoices(): Promise<ChromiumChoice[]> {
  const { dir, version } = await unpackSparticuz();
  const source = `@sparticuz/chromium ${version}`;
  const executablePath = join(dir, 'chromium');
  const bundled = {
    LD_LIBRARY_PATH: [join(dir, 'al2023', 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
    FONTCONFIG_PATH: join(dir, 'fonts'),
  };
  return [
    { executablePath, env: {}, source },
    { executablePath, env: bundled, source: `${source} with its own libraries and fonts` },
  ];
}

/**
 * Starts the browser once and lays out a word: without fonts Chromium starts, yet every text has no
 * width and fails the specs' visibility checks.
 */
async function tryLaunch(choice: ChromiumChoice): Promise<string> {
  const browser = await chromium.launch({ ...chromiumLaunchOptions(choice), timeout: 60_000 });
  try {
    const page = await browser.newPage();
    const textWidth = await page.evaluate(() => {
      const word = document.body.appendChild(document.createElement('span'));
      word.textContent = 'Sign in';
      return word.getBoundingClientRect().width;
    });
    if (textWidth === 0) throw new Error('it renders no text (no fonts found)');
    return browser.version();
  } finally {
    await browser.close();
  }
}

/**
 * One line of a failed launch: Playwright's first line is often just "browser has been closed", and
 * the cause (a missing library, an exit code) sits in the browser log below it.
 */
export function launchFailureSummary(e: unknown): string {
  const lines = (e instanceof Error ? e.message : String(e)).replace(/\u001b\[\d+m/g, '').split('\n');
  const headline = lines[0]!.replace(/^browserType\.launch: /, '').trim();
  // Chromium's stderr can open with harmless noise (D-Bus, GPU); a fatal line beats it, an exit code next.
  const stderr = lines.filter((l) => l.includes('][err] ')).map((l) => l.split('][err] ')[1]!);
  const fatal = stderr.find((l) => /shared libraries|fatal|cannot|not found/i.test(l));
  const exit = lines.find((l) => l.includes('<process did exit:'))?.match(/<process did exit: ([^>]*)>/)?.[1];
  if (fatal) return fatal.trim();
  return exit ? `the browser quit at start (${exit}) ${stderr[0] ?? ''}`.trim() : headline;
}

/**
 * CHROMIUM_PATH when set (and then only that: a wrong path is a mistake to report, not to skip); else
 * @sparticuz/chromium, the version package-lock.json pins, so every machine tests the same browser with
 * nothing to install; else Debian's /usr/bin/chromium. The first that starts and renders text wins.
 */
export async function resolveChromium(): Promise<{ choice: ChromiumChoice; version: string }> {
  const failures: string[] = [];
  const explicit = process.env.CHROMIUM_PATH;
  let choices: ChromiumChoice[];
  if (explicit) {
    choices = [{ executablePath: explicit, env: {}, source: 'CHROMIUM_PATH' }];
  } else {
    choices = await sparticuzChoices().catch((e: unknown) => {
      failures.push(`@sparticuz/chromium: ${launchFailureSummary(e)}`);
      return [];
    });
    if (existsSync('/usr/bin/chromium'))
      choices.push({ executablePath: '/usr/bin/chromium', env: {}, source: '/usr/bin/chromium' });
  }
  for (const choice of choices) {
    try {
      return { choice, version: await tryLaunch(choice) };
    } catch (e) {
      failures.push(`${choice.source} (${choice.executablePath}): ${launchFailureSummary(e)}`);
    }
  }
  const advice = explicit
    ? 'fix or unset CHROMIUM_PATH'
    : 'set CHROMIUM_PATH to a Chromium/Chrome binary, or run npm ci to install @sparticuz/chromium';
  throw new Error(`No Chromium could start: ${advice}. Tried: ${failures.join('; ') || 'nothing'}`);
}
