-- mcalens language server for Neovim 0.11+ (vim.lsp.config).
--
-- Put this folder (editors/nvim) on 'runtimepath', or copy this file to ~/.config/nvim/lsp/mcalens.lua,
-- then in init.lua:
--
--   vim.lsp.enable("mcalens")
--   vim.lsp.inlay_hint.enable(true)          -- latency / throughput hints at the end of each line
--
-- Override anything with vim.lsp.config("mcalens", { settings = { mcalens = { cpu = "znver4" } } }).
local function cmd()
  if vim.fn.executable("mcalens") == 1 then
    return { "mcalens", "serve" }
  end
  return { vim.g.python3_host_prog or "python3", "-m", "mcalens", "serve" }
end

return {
  cmd = cmd(),
  -- Neovim detects .s / .S / .asm as asm (or nasm / masm from the contents).
  filetypes = { "asm", "gas", "nasm", "masm" },
  root_markers = { ".git", "compile_commands.json", "Makefile", "CMakeLists.txt" },
  settings = {
    mcalens = {
      cpu = "skylake",
      iterations = 100,
      autoRegions = "loops", -- "loops" | "file" | "off"
      hints = { latency = true, throughput = true, bottleneck = true },
      diagnostics = { parse = true, unsupported = true, regions = true, performance = true },
      modelPath = {},
      timelineIterations = 10,
    },
  },
}
