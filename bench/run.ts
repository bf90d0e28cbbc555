/* `npm run bench -- <name> [args] [--out file]`: runs bench/<name>.ts, prints its figures and writes bench/results/<file or name>.json. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { option } from './lib';

const BENCHES = ['reads', 'ingest', 'geocode', 'batches', 'changes', 'webhooks'] as const;
type BenchName = (typeof BENCHES)[number];

interface BenchModule {
  run(args: string[]): Promise<Record<string, unknown>>;
}

async function main(): Promise<void> {
  const [name, ...args] = process.argv.slice(2);
  const selected: BenchName[] = name ? [name as BenchName] : [...BENCHES];
  for (const bench of selected) {
    if (!BENCHES.includes(bench)) throw new Error(`unknown benchmark "${bench}"; choose one of ${BENCHES.join(', ')}`);
    const mod = (await import(path.join(__dirname, `${bench}.js`))) as BenchModule;
    const started = new Date();
    const figures = await mod.run(args);
    const result = {
      benchmark: bench,
      started_at: started.toISOString(),
      finished_at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpu_model: os.cpus()[0]?.model, memory_gb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
      args,
      figures,
    };
    const dir = path.resolve(__dirname, '..', '..', 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    const out = option(args, 'out', bench);
    if (!/^[a-z0-9-]+$/.test(out)) throw new Error(`--out: "${out}" is not a plain file name`);
    writeFileSync(path.join(dir, `${out}.json`), `${JSON.stringify(result, null, 2)}\n`);
    process.stdout.write(`\n${bench}: written to bench/results/${out}.json\n`);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
