// Bundles the mcalens server and its pure-Python dependencies into bundled/libs, the layout of
// Microsoft's Python tools extension template: the .vsix then needs no `pip install` on the user's
// machine; the extension runs bundled/libs on a found Python >= 3.11 in a private environment.
//
//   node bundle-server.mjs            (npm run bundle-server; `npm run package` runs it first)
//
// Python used for building: $MCALENS_BUNDLE_PYTHON, else ../.venv/bin/python, else python3. The
// dependencies come from the package registry (pip's ordinary client), pinned in
// bundled-requirements.txt; compiled accelerator modules (PyYAML's libyaml binding) are dropped so
// the bundle is the same pure-Python code on every platform and interpreter.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const here = resolve(import.meta.dirname);
const repo = resolve(here, "..");
const out = join(here, "bundled");
const libs = join(out, "libs");
const wheels = join(out, ".wheels");
const python =
  process.env.MCALENS_BUNDLE_PYTHON ?? (existsSync(join(repo, ".venv/bin/python")) ? join(repo, ".venv/bin/python") : "python3");

const run = (args) => execFileSync(python, args, { stdio: ["ignore", "inherit", "inherit"] });

rmSync(out, { recursive: true, force: true });
mkdirSync(libs, { recursive: true });
run(["-m", "pip", "wheel", "-q", "--no-deps", "-w", wheels, repo]);
const wheel = readdirSync(wheels).find((f) => f.startsWith("mcalens-") && f.endsWith(".whl"));
if (!wheel) throw new Error("no mcalens wheel was built");
const pip = ["-m", "pip", "install", "-q", "--no-compile", "--disable-pip-version-check", "--target", libs];
run([...pip, "--no-deps", join(wheels, wheel)]);
run([...pip, "--no-deps", "--only-binary=:all:", "-r", join(here, "bundled-requirements.txt")]);
rmSync(wheels, { recursive: true, force: true });

// Pure Python only: no platform binaries, no console scripts, no byte code.
const dropped = [];
function prune(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name === "__pycache__" || (dir === libs && name === "bin") || (dir === libs && name === "_yaml")) {
        rmSync(path, { recursive: true, force: true });
      } else {
        prune(path);
      }
    } else if (/\.(so|pyd|dylib)$/.test(name) || name.endsWith(".pyc")) {
      dropped.push(path.slice(libs.length + 1));
      rmSync(path);
    }
  }
}
prune(libs);
if (dropped.length) console.log(`bundle-server: dropped ${dropped.length} compiled file(s): ${dropped.join(", ")}`);
// The bundle must import on its own (no site-packages), as the private environment runs it.
execFileSync(python, ["-S", "-c", "import sys; sys.path.insert(0, sys.argv[1]); import yaml, mcalens.server.main, mcalens.analysis.api", libs], {
  stdio: "inherit",
});
console.log(`bundle-server: ${libs}`);
