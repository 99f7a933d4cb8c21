// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["node_modules/**", "out/**", "dist/**", "*.vsix", "media/**/*.json"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ["*.mjs", "media/*.js", "test/e2e/*.mjs", "test/e2e/python-extension-stub/*.js"] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      eqeqeq: ["error", "always"],
      curly: ["error", "multi-line"],
    },
  },
  {
    // node:test's describe/it return promises the runner itself awaits.
    files: ["test/**/*.ts"],
    rules: { "@typescript-eslint/no-floating-promises": "off" },
  },
  {
    files: ["**/*.mjs", "media/**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["media/**/*.js"],
    languageOptions: { globals: { acquireVsCodeApi: "readonly", document: "readonly", window: "readonly", Element: "readonly" }, sourceType: "script" },
  },
  {
    // The e2e test's stand-in for the Python extension: a CommonJS VS Code extension.
    files: ["test/e2e/python-extension-stub/*.js"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { sourceType: "commonjs", globals: { require: "readonly", exports: "writable", process: "readonly" } },
    rules: { ...tseslint.configs.disableTypeChecked.rules, "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", setTimeout: "readonly", URL: "readonly" } },
  },
);
