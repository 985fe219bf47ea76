/**
 * The build under two real hosts on loopback, each in a process group of its own: Cloudflare
 * Pages' runtime (`wrangler pages dev`, offline; wrangler lives in ops/wrangler/ and installs on
 * first use, so `npm install` leaves out its 230 MB) and Debian's nginx with dist/nginx.conf (its
 * own prefix, apart from the system's). `PORT=N npm run host:nginx` (or `host:cloudflare`) runs one
 * until Ctrl-C; the tests call `startHost`.
 */
import { type ChildProcess, type StdioOptions, spawn, spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { clientDir, distDir, nginxConfFile, rootDir } from '../build/build-dirs'
import { findExecutable } from '../testing/executables'

export const hostNames = ['cloudflare', 'nginx'] as const
export type HostName = (typeof hostNames)[number]

/** Where the tests run each host: HOSTS_PORT (4330) and up, two ports each. */
export const testPort = (name: HostName) =>
  Number(process.env.HOSTS_PORT ?? 4330) + 2 * hostNames.indexOf(name)

export interface RunningHost {
  origin: string
  /** The counts it keeps, as its own tools print them (nginx's log, `wrangler d1 execute --json`). */
  counts: () => Promise<string>
  /**
   * Everything it has kept or printed since it started: its output, and every file it writes
   * (nginx's logs; the runtime's state and wrangler's own logs beside the build), as text.
   */
  kept: () => Promise<string>
  stop: () => Promise<void>
  /** Settles when the host's process ends. */
  exited: Promise<void>
}

/**
 * Where Cloudflare's runtime keeps its counts (docs/experiments.md): a local D1 database, bound as
 * COUNTS, which dist/wrangler.json (written here: a deployment binds its own) names for `wrangler
 * d1`. The build's dist/functions/ beside dist/client, at a fixed compatibility date (the runtime's
 * behaviour does not drift).
 */
const wranglerConfig = {
  name: 'cellwise-funnel',
  pages_build_output_dir: './client',
  compatibility_date: '2025-07-18',
  d1_databases: [{ binding: 'COUNTS', database_name: 'counts', database_id: 'local-counts' }],
}

/**
 * The main configuration around dist/nginx-http.conf and dist/nginx.conf: only paths and port are
 * ours, and it logs as a stock nginx does, and more (an access log of every request with the
 * client's address, user agent and referrer; errors from `info` up, each with `client:`), so that
 * the tests see that the generated server block keeps none of it (docs/deployment.md).
 */
function nginxMainConf(prefix: string, port: number): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
  return `${[
    // As root, nginx would run its workers as nobody, who may not read the checkout.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${prefix}/nginx.pid;`,
    'events {}',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${prefix}/logs/access.log combined;`,
    `  error_log ${prefix}/logs/error.log info;`,
    `  include ${join(distDir, 'nginx-http.conf')};`,
    ...temp.map((name) => `  ${name}_temp_path ${prefix}/${name};`),
    `  server { listen 127.0.0.1:${port}; root ${clientDir}; include ${nginxConfFile}; }`,
    '}',
  ].join('\n')}\n`
}

/** Starts the host's process group; `stop` ends it (and the nginx prefix). */
async function spawnHost(
  name: HostName,
  port: number,
  foreground: boolean,
): Promise<{
  child: ChildProcess
  cleanup?: () => Promise<void>
  counts: () => Promise<string>
  /** The folders of the files it writes. */
  writes: string[]
}> {
  // Never the terminal's input: a process group in the background that reads it is stopped.
  const out = foreground ? 'inherit' : 'pipe'
  const stdio: StdioOptions = ['ignore', out, out]
  if (name === 'cloudflare') {
    const installed = spawnSync('bash', [join(rootDir, 'ops/install.sh'), 'wrangler'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    if (installed.status !== 0) throw new Error('bash ops/install.sh wrangler failed')
    const wrangler = join(rootDir, 'ops/wrangler/node_modules/.bin/wrangler')
    // Beside the build: wrangler's own logs (else under ~/.config), and no local trace of each
    // request's URL, user agent and headers, which wrangler 4 keeps in its state by default.
    const logs = join(distDir, '.wrangler/logs')
    const env = {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_LOG_PATH: logs,
      X_LOCAL_OBSERVABILITY: 'false',
    }
    await writeFile(join(distDir, 'wrangler.json'), JSON.stringify(wranglerConfig, null, 2))
    // The inspector on the next port.
    const args = 'pages dev --ip 127.0.0.1 --d1 COUNTS=local-counts --port'.split(' ')
    args.push(String(port), '--inspector-port', String(port + 1))
    // Its state (.wrangler/, the database too) goes beside the build, not into the checkout.
    const child = spawn(wrangler, args, { cwd: distDir, env, stdio, detached: true })
    // Every column the table has; before the first count, no table (wrangler prints its error as
    // JSON): nothing counted, an empty store like the other hosts'.
    const d1 = ['d1', 'execute', 'counts', '--local', '--json', '--command', 'SELECT * FROM counts']
    const counts = async () =>
      spawnSync(wrangler, d1, { cwd: distDir, env, encoding: 'utf8' }).stdout.replace(
        /^\s*\{[\s\S]*/,
        '',
      )
    const state = join(distDir, '.wrangler/state')
    return { child, counts, writes: [state, logs] }
  }
  const nginx = findExecutable({
    name: 'nginx',
    variable: 'NGINX_PATH',
    debianPaths: ['/usr/sbin/nginx'],
    install: 'apt-get install -y nginx-light',
  })
  const prefix = await mkdtemp(join(tmpdir(), 'nginx-'))
  await mkdir(join(prefix, 'logs'))
  await writeFile(join(prefix, 'nginx.conf'), nginxMainConf(prefix, port))
  const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;']
  // In UTC: the counts' day is its `$time_iso8601`'s, and nginx keeps TZ for its workers.
  const child = spawn(nginx, args, { stdio, detached: true, env: { ...process.env, TZ: 'UTC' } })
  return {
    child,
    cleanup: () => rm(prefix, { recursive: true, force: true }),
    counts: () => readFile(join(prefix, 'logs/counts.log'), 'utf8').catch(() => ''),
    writes: [join(prefix, 'logs')],
  }
}

/** Every file under `dir` (none if it is not there). */
const filesIn = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })

/** Starts `name` on 127.0.0.1:`port` (cloudflare also takes `port` + 1) and waits until it answers. */
export async function startHost(
  name: HostName,
  port: number,
  foreground = false,
): Promise<RunningHost> {
  const { child, cleanup, counts, writes } = await spawnHost(name, port, foreground)
  let output = ''
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
  }
  const kept = async () => {
    const files = await Promise.all(writes.map((dir) => filesIn(dir)))
    const texts = await Promise.all(files.flat().map((file) => readFile(file, 'latin1')))
    return [output, ...texts].join('\n')
  }
  const origin = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
    await exited(child)
    await cleanup?.()
  }
  const deadline = Date.now() + 30_000
  // Not a page: a page's view would count.
  const answers = () =>
    fetch(`${origin}/robots.txt`, { redirect: 'manual' }).then(Boolean, () => false)
  while (!(await answers())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`${name} did not answer on ${origin}:\n${output.slice(-2000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { origin, stop, counts, kept, exited: exited(child) }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const name = process.argv[2] as HostName
  if (!hostNames.includes(name)) throw new Error(`Which host? One of: ${hostNames.join(', ')}`)
  const host = await startHost(name, Number(process.env.PORT ?? 4173), true)
  console.log(`Serving ${clientDir} under ${name} at ${host.origin}/ (Ctrl-C stops it)`)
  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true
      void host.stop().then(() => process.exit(0))
    })
  }
  await host.exited
  if (!stopping) await host.stop().then(() => process.exit(1))
}
