/**
 * Runs every benchmark in bench/ in turn, each in its own Node process so one cannot warm or
 * slow the next, and writes their figures with the machine's details to docs/benchmarks.md
 * (overwritten). Run: npm run bench   (BENCH_SECONDS=10 shortens the HTTP load runs)
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv } from '../scripts/server-env.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const benchDir = join(root, 'bench');
const output = join(root, 'docs/benchmarks.md');

interface Run {
  file: string;
  about: string;
  stdout: string;
  stderr: string;
  code: number | null;
  seconds: number;
}

/** The first paragraph of a file's header comment: what the benchmark measures. */
function aboutOf(file: string): string {
  const header = /^\/\*\*([\s\S]*?)\*\//.exec(readFileSync(join(benchDir, file), 'utf8'))?.[1] ?? '';
  return header
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim()
    .split(/\n\s*\n/)[0]!
    .replace(/\s*\n\s*/g, ' ');
}

function run(file: string): Promise<Run> {
  const started = Date.now();
  process.stdout.write(`bench/${file} … `);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(benchDir, file)], { cwd: root, env: { ...serverEnv, ...process.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(`${code === 0 ? 'done' : `failed (exit ${code})`} in ${seconds.toFixed(0)} s\n`);
      resolve({ file, about: aboutOf(file), stdout: stdout.trimEnd(), stderr: stderr.trimEnd(), code, seconds });
    });
  });
}

function machine(): Array<[string, string]> {
  const cpus = os.cpus();
  // Virtual machines often report a speed of 0: the model name carries the clock then.
  const models = [...new Set(cpus.map((c) => (c.speed ? `${c.model.trim()} @ ${c.speed} MHz` : c.model.trim())))].join('; ');
  const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
  return [
    ['Date', new Date().toISOString()],
    ['CPU', `${cpus.length} × ${models}`],
    ['Memory', `${gib(os.totalmem())} total, ${gib(os.freemem())} free at the start`],
    ['Load average at the start', `${os.loadavg().map((n) => n.toFixed(2)).join(', ')} (1, 5, 15 min; above the core count means other work shared the cores)`],
    ['Node', `${process.version} (V8 ${process.versions.v8}, libuv ${process.versions.uv}, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'})`],
    ['OS', `${os.type()} ${os.release()} ${os.arch()}`],
    ['BENCH_SECONDS', process.env.BENCH_SECONDS ?? '20 (default)'],
  ];
}

// A benchmark says how to run it in its header; the modules it shares (reading-report.ts,
// native-tesseract.ts) don't, and are not run on their own.
const files = readdirSync(benchDir)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('.d.ts') && /\bRun: /.test(readFileSync(join(benchDir, f), 'utf8')))
  .sort();
const host = machine();
const runs: Run[] = [];
for (const file of files) runs.push(await run(file));

const sections = runs.map((r) =>
  [
    `## bench/${r.file}`,
    '',
    r.about,
    '',
    '```text',
    r.stdout || '(no output)',
    '```',
    '',
    `Took ${r.seconds.toFixed(0)} s${r.code === 0 ? '.' : `, and FAILED with exit code ${r.code}:`}`,
    ...(r.code === 0 ? [] : ['', '```text', r.stderr.split('\n').slice(-30).join('\n'), '```']),
  ].join('\n'),
);

writeFileSync(
  output,
  [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` (bench/run.ts), which runs every benchmark in bench/ in its own process: ${files.map((f) => `\`${f}\``).join(', ')}. Run it again to refresh this page; it is overwritten.`,
    '',
    '## Machine',
    '',
    '| | |',
    '| --- | --- |',
    ...host.map(([k, v]) => `| ${k} | ${v} |`),
    '',
    ...sections.flatMap((s) => [s, '']),
  ].join('\n'),
);
console.log(`wrote ${output}`);
if (runs.some((r) => r.code !== 0)) process.exitCode = 1;
