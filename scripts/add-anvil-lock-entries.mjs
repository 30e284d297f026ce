// The registry here lacks some platform packages (@foundry-rs/anvil's darwin, win32 and linux-arm64 builds;
// unrs-resolver's bindings for other platforms), so `npm install` cannot record them, and `npm ci` then refuses the
// lock. This restores their (optional, platform-gated) entries; npm ci skips them on this platform.
// Run after any `npm install`: node scripts/add-anvil-lock-entries.mjs
import fs from 'node:fs';
const path = process.argv[2] || 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(path, 'utf8'));
const anvilPlatforms = { 'darwin-amd64': ['darwin', 'x64'], 'darwin-arm64': ['darwin', 'arm64'], 'linux-arm64': ['linux', 'arm64'], 'win32-amd64': ['win32', 'x64'] };
const anvil = 'node_modules/@foundry-rs/anvil';
const OS = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x'];

/** os, cpu and libc of a platform package from its name (`…-linux-arm64-musl`), or undefined when it names none. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!os || !cpu) return undefined;
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

const out = {};
for (const [key, value] of Object.entries(lock.packages)) {
  out[key] = value;
  if (key === anvil) {
    for (const [suffix, [os, cpu]] of Object.entries(anvilPlatforms)) {
      const k = `${anvil}-${suffix}`;
      out[k] = lock.packages[k] ?? { version: value.version, cpu: [cpu], license: 'MIT OR Apache-2.0', optional: true, os: [os] };
    }
    continue;
  }
  for (const [dep, version] of Object.entries(value.optionalDependencies ?? {})) {
    const k = `node_modules/${dep}`;
    const platform = platformOf(dep);
    if (lock.packages[k] || out[k] || !platform) continue;
    out[k] = { version, ...(value.dev ? { dev: true } : {}), license: value.license, optional: true, ...platform };
  }
}
lock.packages = out;
fs.writeFileSync(path, JSON.stringify(lock, null, 2) + '\n');
