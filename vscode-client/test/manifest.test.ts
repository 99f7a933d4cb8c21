// The extension manifest (package.json): what activates it, and settings that match the server's.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { DEFAULT_SETTINGS, SOURCE_LANGUAGE_IDS } from "../src/config";

interface Manifest {
  publisher: string;
  repository?: unknown;
  activationEvents: string[];
  contributes: { configuration: { properties: Record<string, { default?: unknown; enum?: string[]; scope?: string }> } };
  capabilities?: { untrustedWorkspaces?: { supported?: unknown; restrictedConfigurations?: string[] } };
}

// out/test/manifest.test.js -> the package root
const manifest = JSON.parse(readFileSync(join(__dirname, "..", "..", "package.json"), "utf8")) as Manifest;

describe("package.json", () => {
  it("activates on assembly languages (AArch64 ones included) and the source languages it compiles", () => {
    const events = manifest.activationEvents;
    assert.ok(events.every((e) => e.startsWith("onLanguage:")), events.join(", "));
    assert.ok(!events.includes("onLanguage:plaintext") && !events.includes("*"));
    for (const id of ["mcalens-asm", "asm", "aarch64", "arm64", "arm"]) assert.ok(events.includes(`onLanguage:${id}`), id);
    for (const id of SOURCE_LANGUAGE_IDS) assert.ok(events.includes(`onLanguage:${id}`), id);
    for (const id of ["plaintext", "riscv", "python", "go"]) assert.ok(!events.includes(`onLanguage:${id}`), id);
  });

  it("never takes the compiler, its flags or Cargo from an untrusted workspace", () => {
    const untrusted = manifest.capabilities?.untrustedWorkspaces?.restrictedConfigurations ?? [];
    for (const key of ["mcalens.sources.compiler", "mcalens.sources.flags", "mcalens.sources.compileCommands", "mcalens.sources.cargo"]) {
      assert.ok(untrusted.includes(key), key);
    }
  });

  it("activates on NASM sources and gives .asm files the nasm language, with ';' comments", () => {
    assert.ok(manifest.activationEvents.includes("onLanguage:nasm"));
    const languages = (manifest.contributes as unknown as { languages: { id: string; extensions: string[]; configuration: string }[] }).languages;
    const nasm = languages.find((l) => l.id === "nasm");
    assert.ok(nasm && nasm.extensions.includes(".asm"));
    assert.ok(!languages.some((l) => l.id !== "nasm" && l.extensions.includes(".asm")));
    const configuration = JSON.parse(readFileSync(join(__dirname, "..", "..", nasm.configuration), "utf8")) as { comments: { lineComment: string } };
    assert.equal(configuration.comments.lineComment, ";");
    const props = manifest.contributes.configuration.properties;
    assert.deepEqual(props["mcalens.nasm.includePaths"].default, DEFAULT_SETTINGS.nasm.includePaths);
    assert.deepEqual(props["mcalens.nasm.defines"].default, DEFAULT_SETTINGS.nasm.defines);
    assert.equal(props["mcalens.nasm.path"], undefined); // an executable is never a workspace setting
  });

  it("declares mcalens.target and mcalens.aarch64.cpu with the server's defaults", () => {
    const props = manifest.contributes.configuration.properties;
    assert.deepEqual(props["mcalens.target"].enum, ["auto", "x86-64", "aarch64", "riscv64", "riscv32", "thumbv7m", "armv7a"]);
    assert.equal(props["mcalens.target"].default, DEFAULT_SETTINGS.target);
    assert.equal(props["mcalens.aarch64.cpu"].default, DEFAULT_SETTINGS.aarch64.cpu);
    assert.equal(props["mcalens.riscv.cpu"].default, DEFAULT_SETTINGS.riscv.cpu);
    assert.equal(props["mcalens.arm.cpu"].default, DEFAULT_SETTINGS.arm.cpu);
    assert.equal(props["mcalens.cpu"].default, DEFAULT_SETTINGS.cpu);
  });

  it("declares mcalens.llvmVersion with the releases the server accepts, empty (its default) by default", () => {
    const props = manifest.contributes.configuration.properties;
    assert.deepEqual(props["mcalens.llvmVersion"].enum, ["", "19", "22"]);
    assert.equal(props["mcalens.llvmVersion"].default, DEFAULT_SETTINGS.llvmVersion);
  });

  it("keeps measuring a user-only setting and workspace settings that load files out of untrusted workspaces", () => {
    const props = manifest.contributes.configuration.properties;
    assert.equal(props["mcalens.measure.enabled"].scope, "machine");
    const untrusted = manifest.capabilities?.untrustedWorkspaces;
    assert.equal(untrusted?.supported, "limited");
    for (const key of ["mcalens.modelPath", "mcalens.cpu", "mcalens.aarch64.cpu", "mcalens.riscv.cpu", "mcalens.arm.cpu",
      "mcalens.server.path", "mcalens.pythonPath",
      "mcalens.nasm.includePaths", "mcalens.nasm.defines"]) {
      assert.ok(untrusted?.restrictedConfigurations?.includes(key), key);
    }
  });

  it("does not claim a publisher or repository the project does not have (package-vsix.mjs sets them)", () => {
    assert.equal(manifest.publisher, "unpublished");
    assert.equal(manifest.repository, undefined);
  });
});
