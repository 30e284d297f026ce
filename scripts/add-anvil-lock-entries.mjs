// The registry here lacks @foundry-rs/anvil's darwin, win32 and linux-arm64 packages, so `npm install` cannot
// record them, and `npm ci` then refuses the lock. This restores their (optional, platform-gated) entries.
// Run after any `npm install`: node scripts/add-anvil-lock-entries.mjs
import fs from 'node:fs';
const path = process.argv[2] || 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(path, 'utf8'));
const platforms = { 'darwin-amd64': ['darwin', 'x64'], 'darwin-arm64': ['darwin', 'arm64'], 'linux-arm64': ['linux', 'arm64'], 'win32-amd64': ['win32', 'x64'] };
const anvil = 'node_modules/@foundry-rs/anvil';
const version = lock.packages[anvil].version;
const out = {};
for (const [key, value] of Object.entries(lock.packages)) {
  out[key] = value;
  if (key === anvil) {
    for (const [suffix, [os, cpu]] of Object.entries(platforms)) {
      const k = `${anvil}-${suffix}`;
      out[k] = lock.packages[k] ?? { version, cpu: [cpu], license: 'MIT OR Apache-2.0', optional: true, os: [os] };
    }
  }
}
lock.packages = out;
fs.writeFileSync(path, JSON.stringify(lock, null, 2) + '\n');
