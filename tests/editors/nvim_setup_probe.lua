-- Headless probe for the documented Neovim setups, used verbatim:
--   MCALENS_SETUP=plain   dofile(editors/nvim/plain.lua)           (any Neovim, 0.7 included)
--   MCALENS_SETUP=native  editors/nvim on runtimepath + vim.lsp.enable("mcalens")   (Neovim 0.11+)
-- The setups run `mcalens serve` from PATH; the test puts a wrapper named mcalens first on PATH.
-- Environment: MCALENS_RTP, MCALENS_FILE, MCALENS_HOVER_LINE, MCALENS_RESULT_JSON, MCALENS_TIMEOUT_MS;
-- MCALENS_DIAGNOSTICS_ONLY=1 records the buffer's diagnostics and stops (no hover or lens waits).
local result = { errors = {}, publishes = 0, hover_text = "", client = vim.NIL }
local timeout = tonumber(os.getenv("MCALENS_TIMEOUT_MS") or "60000")
local rtp = assert(os.getenv("MCALENS_RTP"))

local function clients(bufnr)
  if vim.lsp.get_clients then
    return vim.lsp.get_clients({ bufnr = bufnr })
  end
  return vim.tbl_values(vim.lsp.buf_get_clients(bufnr))
end

local function run()
  vim.cmd("filetype on")
  local default_publish = vim.lsp.handlers["textDocument/publishDiagnostics"]
  vim.lsp.handlers["textDocument/publishDiagnostics"] = function(err, params, ctx, config)
    result.publishes = result.publishes + 1
    return default_publish(err, params, ctx, config)
  end
  local setup = os.getenv("MCALENS_SETUP")
  if setup == "plain" then
    dofile(rtp .. "/plain.lua")
  elseif setup == "native" then
    vim.opt.runtimepath:append(rtp)
    vim.lsp.enable("mcalens")
  else
    error("MCALENS_SETUP must be plain or native")
  end
  vim.cmd("edit " .. vim.fn.fnameescape(assert(os.getenv("MCALENS_FILE"))))
  local buf = vim.api.nvim_get_current_buf()
  result.filetype = vim.bo[buf].filetype
  vim.wait(timeout, function()
    for _, c in ipairs(clients(buf)) do
      if c.name == "mcalens" and c.server_capabilities and next(c.server_capabilities) then
        result.client = c.name
        result.cmd = c.config.cmd
        return true
      end
    end
    return false
  end, 50)
  vim.wait(timeout, function()
    return result.publishes > 0
  end, 50)
  if os.getenv("MCALENS_DIAGNOSTICS_ONLY") == "1" then
    -- A file with nothing to analyse (e.g. AArch64 while the core has no AArch64): record the
    -- diagnostics shown and the lenses, without waiting for numbers.
    vim.wait(timeout, function()
      return #vim.diagnostic.get(buf) > 0
    end, 50)
    result.diagnostics = {}
    for _, d in ipairs(vim.diagnostic.get(buf)) do
      table.insert(result.diagnostics, { code = d.code, message = d.message, lnum = d.lnum })
    end
    for _, c in ipairs(clients(buf)) do
      vim.lsp.stop_client(c.id)
    end
    return
  end
  local line = tonumber(os.getenv("MCALENS_HOVER_LINE") or "0")
  local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = line, character = 2 } }
  local deadline = vim.loop.now() + timeout
  repeat
    for _, r in pairs(vim.lsp.buf_request_sync(buf, "textDocument/hover", params, timeout) or {}) do
      if r.result and r.result.contents then
        result.hover_text = r.result.contents.value or vim.inspect(r.result.contents)
      end
    end
    if result.hover_text ~= "" and not result.hover_text:find("analysing") then
      break
    end
    vim.wait(250)
  until vim.loop.now() > deadline
  -- Code lenses: shown once simulated, and updated after an edit that is not saved (no :w).
  local function lens_titles()
    local titles = {}
    for _, lens in ipairs(vim.lsp.codelens.get(buf) or {}) do
      if lens.command and lens.command.title then
        table.insert(titles, lens.command.title)
      end
    end
    return table.concat(titles, " | ")
  end
  vim.wait(timeout, function()
    return lens_titles():find("cyc/iter") ~= nil
  end, 100)
  result.lens_before = lens_titles()
  local edit_line = tonumber(os.getenv("MCALENS_EDIT_LINE") or "-1")
  if edit_line >= 0 then
    local old = vim.api.nvim_buf_get_lines(buf, edit_line, edit_line + 1, false)[1]
    local new = old:gsub(os.getenv("MCALENS_EDIT_FROM") or "", os.getenv("MCALENS_EDIT_TO") or "")
    vim.api.nvim_buf_set_lines(buf, edit_line, edit_line + 1, false, { new })
    vim.wait(timeout, function()
      local now = lens_titles()
      return now:find("cyc/iter") ~= nil and now ~= result.lens_before
    end, 100)
    result.lens_after = lens_titles()
    result.modified = vim.bo[buf].modified
  end
  local ns = nil
  for _, c in ipairs(clients(buf)) do
    if c.name == "mcalens" and vim.lsp.diagnostic.get_namespace then
      ns = vim.lsp.diagnostic.get_namespace(c.id)
    end
  end
  if ns and vim.diagnostic.config then
    local config = vim.diagnostic.config(nil, ns) or {}
    result.virtual_text = config.virtual_text and true or false
  end
  for _, c in ipairs(clients(buf)) do
    vim.lsp.stop_client(c.id)
  end
  vim.wait(2000, function()
    return #clients(buf) == 0
  end, 50)
end

local ok, err = pcall(run)
if not ok then
  table.insert(result.errors, tostring(err))
end
result.nvim_version = vim.version().major .. "." .. vim.version().minor
local f = assert(io.open(assert(os.getenv("MCALENS_RESULT_JSON")), "w"))
f:write(vim.fn.json_encode(result))
f:close()
vim.cmd("qa!")
