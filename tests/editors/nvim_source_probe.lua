-- Headless probe: a C file through editors/nvim/lua/mcalens (setup(), :w, :McalensAssembly, :McalensGoto).
-- Environment: MCALENS_RTP (editors/nvim), MCALENS_SERVER_CMD (JSON array), MCALENS_FILE (a .c file
-- with its compile_commands.json), MCALENS_EDIT_FROM / MCALENS_EDIT_TO (a text replaced before :w),
-- MCALENS_RESULT_JSON, MCALENS_TIMEOUT_MS.
local result = { errors = {}, log = {} }
local t0 = vim.loop.hrtime()
local function log(msg)
  table.insert(result.log, string.format("%7.0f ms  %s", (vim.loop.hrtime() - t0) / 1e6, msg))
end
local timeout = tonumber(os.getenv("MCALENS_TIMEOUT_MS") or "60000")

local function hints(buf)
  local params = { textDocument = { uri = vim.uri_from_bufnr(buf) },
    range = { start = { line = 0, character = 0 }, ["end"] = { line = vim.api.nvim_buf_line_count(buf), character = 0 } } }
  for _, r in pairs(vim.lsp.buf_request_sync(buf, "textDocument/inlayHint", params, 5000) or {}) do
    if type(r.result) == "table" then
      return r.result
    end
  end
  return {}
end

local function label(hint)
  if type(hint.label) == "string" then
    return hint.label
  end
  local parts = {}
  for _, p in ipairs(hint.label) do
    table.insert(parts, p.value)
  end
  return table.concat(parts)
end

local function run()
  vim.opt.runtimepath:append(assert(os.getenv("MCALENS_RTP")))
  local mcalens = require("mcalens")
  local compiled = 0
  local original = mcalens.source_analysed
  mcalens.setup({ cmd = vim.fn.json_decode((assert(os.getenv("MCALENS_SERVER_CMD")))) })
  result.commands = { McalensAssembly = vim.fn.exists(":McalensAssembly") == 2, McalensGoto = vim.fn.exists(":McalensGoto") == 2 }
  -- count the server's mcalens/sourceAnalysed notifications (the plugin's handler still runs)
  local handler = function(_, params)
    if type(params) == "table" and params.state == "ok" then
      compiled = compiled + 1
    end
    pcall(original, params)
  end
  vim.lsp.handlers["mcalens/sourceAnalysed"] = handler

  local file = assert(os.getenv("MCALENS_FILE"))
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  result.attached = vim.wait(timeout, function()
    return mcalens.client(buf) ~= nil
  end, 50)
  local client = mcalens.client(buf)
  if client then
    client.handlers["mcalens/sourceAnalysed"] = handler
  end
  log("attached: " .. tostring(result.attached))
  vim.wait(timeout, function()
    return #hints(buf) > 0
  end, 200)
  result.hints_before = vim.tbl_map(function(h) return { line = h.position.line, label = label(h) } end, hints(buf))
  log("hints: " .. vim.inspect(result.hints_before))

  -- edit and :w: the hint changes
  local from, to = assert(os.getenv("MCALENS_EDIT_FROM")), assert(os.getenv("MCALENS_EDIT_TO"))
  local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  for i, l in ipairs(lines) do
    local s, e = l:find(from, 1, true)
    if s then
      lines[i] = l:sub(1, s - 1) .. to .. l:sub(e + 1)
    end
  end
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, lines)
  local before = compiled
  vim.cmd("write")
  vim.wait(timeout, function()
    local now = hints(buf)
    return compiled > before and #now > 0 and label(now[1]) ~= (result.hints_before[1] or {}).label
  end, 200)
  result.hints_after = vim.tbl_map(function(h) return { line = h.position.line, label = label(h) } end, hints(buf))
  log("hints after :w: " .. vim.inspect(result.hints_after))

  -- :McalensAssembly opens the assembly in a split; it gets its own hints
  vim.cmd("McalensAssembly")
  local asm_buf
  vim.wait(timeout, function()
    for _, b in ipairs(vim.api.nvim_list_bufs()) do
      if vim.api.nvim_buf_get_name(b):find("%.s$") and vim.api.nvim_buf_is_loaded(b) and vim.fn.bufwinid(b) ~= -1 then
        asm_buf = b
        return true
      end
    end
    return false
  end, 50)
  result.assembly_opened = asm_buf ~= nil
  result.current_is_source = vim.api.nvim_get_current_buf() == buf
  if asm_buf then
    result.assembly_first_line = vim.api.nvim_buf_get_lines(asm_buf, 0, 1, false)[1]
    vim.wait(timeout, function()
      return mcalens.client(asm_buf) ~= nil and #hints(asm_buf) > 0
    end, 200)
    result.assembly_hints = #hints(asm_buf)
    -- cursor on the loop body line: its assembly lines are highlighted
    local body = tonumber(os.getenv("MCALENS_BODY_LINE") or "2")
    vim.api.nvim_win_set_cursor(0, { body + 1, 0 })
    vim.cmd("doautocmd CursorMoved")
    vim.wait(timeout, function()
      return #vim.api.nvim_buf_get_extmarks(asm_buf, vim.api.nvim_create_namespace("mcalens_correlate"), 0, -1, {}) > 0
    end, 50)
    result.highlighted = #vim.api.nvim_buf_get_extmarks(asm_buf, vim.api.nvim_create_namespace("mcalens_correlate"), 0, -1, {})
    -- :McalensGoto jumps to the first of them
    vim.cmd("McalensGoto")
    vim.wait(timeout, function()
      return vim.api.nvim_get_current_buf() == asm_buf
    end, 50)
    result.jumped_to = vim.api.nvim_get_current_buf() == asm_buf and vim.api.nvim_get_current_line() or nil
  end
  log("assembly: " .. tostring(result.assembly_first_line))
end

local ok, err = xpcall(run, debug.traceback)
if not ok then
  table.insert(result.errors, tostring(err))
end
local function clients()
  return vim.lsp.get_clients and vim.lsp.get_clients() or vim.lsp.get_active_clients()
end
for _, c in ipairs(clients()) do
  vim.lsp.stop_client(c.id)
end
vim.wait(2000, function()
  return #clients() == 0
end, 50)
local out = assert(io.open(assert(os.getenv("MCALENS_RESULT_JSON")), "w"))
out:write(vim.fn.json_encode(result))
out:close()
vim.cmd("qall!")
