-- mcalens language server for Neovim 0.11+ (vim.lsp.config).
--
-- Put this folder (editors/nvim) on 'runtimepath', or copy this file to ~/.config/nvim/lsp/mcalens.lua,
-- then in init.lua:
--
--   vim.lsp.enable("mcalens")
--   vim.lsp.inlay_hint.enable(true)          -- latency / throughput hints at the end of each line
--
-- Override anything with vim.lsp.config("mcalens", { settings = { mcalens = { cpu = "znver4" } } }).

-- The server says when it has analysed a change (`mcalens/analysed`): refresh that buffer's code
-- lenses then, so they follow edits without :w.
local function mcalens_analysed(_, result)
  local bufnr = result and result.uri and vim.uri_to_bufnr(result.uri)
  if not bufnr or not vim.api.nvim_buf_is_loaded(bufnr) then
    return
  end
  if vim.fn.has("nvim-0.10") == 1 then
    pcall(vim.lsp.codelens.refresh, { bufnr = bufnr })
  else
    vim.api.nvim_buf_call(bufnr, function()
      pcall(vim.lsp.codelens.refresh)
    end)
  end
end

return {
  -- `mcalens` on PATH, as every client finds it (docs/editors.md); "--allow-measure" after "serve"
  -- offers measuring (docs/measure.md): only the command line enables it, never a setting.
  cmd = { "mcalens", "serve" },
  handlers = { ["mcalens/analysed"] = mcalens_analysed, ["mcalens/sourceAnalysed"] = mcalens_analysed },
  on_attach = function(client, bufnr)
    -- Neovim 0.11 shows no diagnostic text by default: show mcalens' (its namespace only).
    vim.diagnostic.config({ virtual_text = true }, vim.lsp.diagnostic.get_namespace(client.id))
    pcall(vim.lsp.codelens.refresh, { bufnr = bufnr }) -- "IPC 1.21 · 4.00 cyc/iter (steady state) · skylake"
  end,
  -- Neovim detects .s / .S / .asm as asm (or nasm / masm from the contents).
  filetypes = { "asm", "gas", "nasm", "masm", "aarch64", "arm64", "arm", -- the server decides the target per file
    "c", "cpp", "rust", "fortran" }, -- compiled on open and :w, each loop's cycles on its `for` line
  root_markers = { ".git", "compile_commands.json", "Makefile", "CMakeLists.txt" },
  settings = {
    mcalens = {
      cpu = "skylake",
      iterations = 100,
      autoRegions = "loops", -- "loops" | "file" | "off"
      hints = { latency = true, throughput = true, bottleneck = true, straightLine = true },
      diagnostics = { parse = true, unsupported = true, regions = true, coverage = true, performance = false },
      modelPath = {},
      timelineIterations = 10,
    },
  },
}
