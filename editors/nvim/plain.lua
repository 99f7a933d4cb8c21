-- mcalens with no plugin at all: start `mcalens serve` for every .s / .S / .asm buffer, and for C,
-- C++, Rust and Fortran sources (compiled by the server on open and :w; cycles on each loop's line).
-- Copy into init.lua. Neovim 0.8+ uses vim.lsp.start (which reuses one server per root); on older
-- Neovims (Debian bookworm ships 0.7.2) it falls back to vim.lsp.start_client + buf_attach_client.
local mcalens_cmd = { "mcalens", "serve" } -- `mcalens` on PATH, as every client finds it (docs/editors.md)
local mcalens_settings = { mcalens = { cpu = "skylake", iterations = 100, autoRegions = "loops" } }
local mcalens_client_id -- the 0.7 fallback keeps one client for the session
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

vim.api.nvim_create_autocmd({ "BufReadPost", "BufNewFile" }, {
  pattern = { "*.s", "*.S", "*.asm", "*.c", "*.cc", "*.cpp", "*.rs", "*.f90", "*.F90" },
  callback = function(args)
    local fname = vim.api.nvim_buf_get_name(args.buf)
    local config = {
      name = "mcalens",
      cmd = mcalens_cmd,
      root_dir = vim.fn.fnamemodify(fname, ":p:h"),
      settings = mcalens_settings,
      init_options = mcalens_settings,
      handlers = { ["mcalens/analysed"] = mcalens_analysed, ["mcalens/sourceAnalysed"] = mcalens_analysed },
      on_attach = function(_, bufnr)
        if vim.lsp.inlay_hint then -- Neovim 0.10+: latency / throughput at the end of each line
          vim.lsp.inlay_hint.enable(true, { bufnr = bufnr })
        end
        pcall(vim.lsp.codelens.refresh) -- "IPC 1.21 · 4.13 cyc/iter · skylake" above each region
      end,
    }
    if vim.lsp.start then
      vim.lsp.start(config, { bufnr = args.buf })
    else
      if not mcalens_client_id or vim.lsp.get_client_by_id(mcalens_client_id) == nil then
        mcalens_client_id = vim.lsp.start_client(config)
      end
      vim.lsp.buf_attach_client(args.buf, mcalens_client_id)
    end
  end,
})
