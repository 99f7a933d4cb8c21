-- mcalens with nvim-lspconfig (https://github.com/neovim/nvim-lspconfig), any Neovim it supports.
-- mcalens is not (yet) one of lspconfig's bundled servers, so register it once, then set it up like
-- any other server. Copy this into your init.lua (or require it from a file on 'runtimepath').
local configs = require("lspconfig.configs")
local util = require("lspconfig.util")

if not configs.mcalens then
  configs.mcalens = {
    default_config = {
      cmd = { "mcalens", "serve" }, -- `mcalens` on PATH, as every client finds it
      filetypes = { "asm", "gas", "nasm", "masm", "aarch64", "arm64", "arm" }, -- the server decides the target per file
      root_dir = function(fname)
        return util.root_pattern(".git", "compile_commands.json", "Makefile")(fname) or vim.fs.dirname(fname)
      end,
      single_file_support = true,
      -- `mcalens/analysed`: the server finished an edit's analysis; lenses follow it without :w.
      handlers = {
        ["mcalens/analysed"] = function(_, result)
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
        end,
      },
      settings = {
        mcalens = {
          cpu = "skylake",
          llvmVersion = "", -- "" = mcalens' default release (22); "19" or "22" (docs/llvm-releases.md)
          iterations = 100,
          autoRegions = "loops",
          hints = { latency = true, throughput = true, bottleneck = true, straightLine = true },
          diagnostics = { parse = true, unsupported = true, regions = true, coverage = true, performance = false },
          timelineIterations = 10,
        },
      },
    },
    docs = { description = "mcalens: llvm-mca 19 cycle counts, IPC and bottlenecks for assembly (`mcalens serve`)." },
  }
end

require("lspconfig").mcalens.setup({
  -- settings = { mcalens = { cpu = "znver4" } },
  on_attach = function(client, bufnr)
    if vim.lsp.inlay_hint then -- Neovim 0.10+
      vim.lsp.inlay_hint.enable(true, { bufnr = bufnr })
    end
    -- Code lenses ("IPC 1.21 · 4.13 cyc/iter · skylake" above each region); <leader>ml runs one.
    vim.lsp.codelens.refresh()
    vim.api.nvim_create_autocmd({ "BufEnter", "InsertLeave", "BufWritePost" }, {
      buffer = bufnr,
      callback = function()
        vim.lsp.codelens.refresh()
      end,
    })
    vim.keymap.set("n", "<leader>ml", vim.lsp.codelens.run, { buffer = bufnr, desc = "mcalens: run code lens" })
  end,
})
