// Precompress the site's files for Content-Encoding: next to each compressible file of 1 KiB or more,
// FILE.br (brotli, quality 11, 16 MiB window) and FILE.gz (gzip -9), written only when they save at
// least a tenth. Results are cached by content hash in <cache-dir> (brotli of the 31 MB snapshot takes
// half a minute), so a rebuild compresses only what changed. Node's zlib does both: no other tool.
// Usage: node scripts/tools/compress.mjs <site> <cache-dir>
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const [site, cacheDir] = process.argv.slice(2);
if (!site || !cacheDir) {
  console.error("usage: node scripts/tools/compress.mjs <site> <cache-dir>");
  process.exit(2);
}
const EXTENSIONS = new Set([
  ".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".xml", ".txt", ".map", ".wasm", ".bin",
  ".zip",
]);
const MIN_SIZE = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

const extension = (path) => {
  const dot = path.lastIndexOf(".");
  return dot < 0 ? "" : path.slice(dot);
};

async function variant(data, key, suffix, make) {
  const cached = join(cacheDir, `${key}${suffix}`);
  if (existsSync(cached)) return readFileSync(cached);
  const out = await make(data);
  writeFileSync(cached, out);
  return out;
}

mkdirSync(cacheDir, { recursive: true });
const jobs = [];
let raw = 0;
let brBytes = 0;
for (const path of walk(site)) {
  if (!EXTENSIONS.has(extension(path)) || statSync(path).size < MIN_SIZE) continue;
  jobs.push((async () => {
    const data = readFileSync(path);
    const key = createHash("sha256").update(data).digest("hex").slice(0, 32);
    const [br, gzData] = await Promise.all([
      variant(data, key, ".br", (d) => brotli(d, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_LGWIN]: 24,
          [constants.BROTLI_PARAM_SIZE_HINT]: d.length,
        },
      })),
      variant(data, key, ".gz", (d) => gz(d, { level: 9 })),
    ]);
    raw += data.length;
    if (br.length <= 0.9 * data.length) {
      writeFileSync(`${path}.br`, br);
      brBytes += br.length;
    } else {
      brBytes += data.length;
    }
    if (gzData.length <= 0.9 * data.length) writeFileSync(`${path}.gz`, gzData);
  })());
}
await Promise.all(jobs);
console.log(`${jobs.length} files, ${(raw / 1e6).toFixed(1)} MB raw, ${(brBytes / 1e6).toFixed(1)} MB as served with brotli`);
