// Packages mcalens.vsix with vsce (`npm run package` runs bundle-server.mjs first).
//
// Release identity. mcalens has no VS Code Marketplace publisher and no public repository yet, so
// package.json says so instead of guessing: `"publisher": "unpublished"` (the extension's id is
// `unpublished.mcalens`; a .vsix built this way is for `code --install-extension`, not for the
// Marketplace) and no repository/homepage/bugs fields. A release sets the real values here, without
// editing package.json by hand:
//
//   MCALENS_PUBLISHER=<marketplace publisher id> MCALENS_REPOSITORY=<https git URL> \
//   MCALENS_IMAGES_URL=<URL the README's media/img/*.png are served from> npm run package
//
// MCALENS_PUBLISHER and MCALENS_REPOSITORY go into the packaged package.json (repository, homepage,
// bugs: <repo>#readme, <repo>/issues). The README's screenshots are docs/img's, copied into
// media/img and shipped inside the .vsix, so the README shows them in VS Code's extension view as
// installed; the Marketplace page needs absolute image URLs, hence MCALENS_IMAGES_URL (vsce's
// --baseImagesUrl) for a Marketplace release. package.json is restored after packaging.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const here = resolve(import.meta.dirname);
const docsImg = resolve(here, "..", "docs", "img");
export const README_IMAGES = ["vscode-inlay-hints.png", "vscode-hover.png", "vscode-report.png"];

mkdirSync(join(here, "media", "img"), { recursive: true });
for (const name of README_IMAGES) copyFileSync(join(docsImg, name), join(here, "media", "img", name));

const manifestPath = join(here, "package.json");
const original = readFileSync(manifestPath, "utf8");
const manifest = JSON.parse(original);
const publisher = process.env.MCALENS_PUBLISHER?.trim();
const repository = process.env.MCALENS_REPOSITORY?.trim().replace(/\/+$/, "");
const imagesUrl = process.env.MCALENS_IMAGES_URL?.trim();
if (publisher) manifest.publisher = publisher;
if (repository) {
  const web = repository.replace(/\.git$/, "");
  manifest.repository = { type: "git", url: repository };
  manifest.homepage = `${web}#readme`;
  manifest.bugs = { url: `${web}/issues` };
}
const args = ["--no-install", "vsce", "package", "--no-dependencies", "--out", "mcalens.vsix"];
if (!repository) args.push("--allow-missing-repository");
if (imagesUrl) args.push("--baseImagesUrl", imagesUrl);
else args.push("--no-rewrite-relative-links");
try {
  if (publisher || repository) writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + "\n");
  execFileSync("npx", args, { cwd: here, stdio: "inherit" });
} finally {
  writeFileSync(manifestPath, original);
}
console.log(`package-vsix: mcalens.vsix (publisher ${manifest.publisher}${repository ? `, repository ${repository}` : ", no repository"})`);
