-- Headless probe for editors/nvim/lua/mcalens (the helper module and its user commands).
-- Environment: MCALENS_RTP (editors/nvim), MCALENS_SERVER_CMD (JSON array), MCALENS_FILE,
-- MCALENS_HOVER_LINE (0-based instruction line), MCALENS_RESULT_JSON, MCALENS_TIMEOUT_MS.
local result = { errors = {}, log = {} }
local t0 = vim.loop.hrtime()
local function log(msg)
  table.insert(result.log, string.format("%7.0f ms  %s", (vim.loop.hrtime() - t0) / 1e6, msg))
end
local timeout = tonumber(os.getenv("MCALENS_TIMEOUT_MS") or "60000")

local function run()
  vim.opt.runtimepath:append(assert(os.getenv("MCALENS_RTP")))
  local analysed = false
  vim.lsp.handlers["mcalens/analysed"] = function(_, params)
    if type(params) == "table" and (params.phase == nil or params.phase == "full") then
      analysed = true
    end
  end
  local mcalens = require("mcalens")
  mcalens.setup({ cmd = vim.fn.json_decode((assert(os.getenv("MCALENS_SERVER_CMD")))) })
  result.commands = {}
  for _, name in ipairs({ "McalensReport", "McalensCpu", "McalensCompare", "McalensAnalyze", "McalensToggleHints" }) do
    result.commands[name] = vim.fn.exists(":" .. name) == 2
  end

  local file = assert(os.getenv("MCALENS_FILE"))
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  result.attached = vim.wait(timeout, function()
    return mcalens.client(buf) ~= nil
  end, 50)
  log("attached: " .. tostring(result.attached))
  result.analysed = vim.wait(timeout, function()
    return analysed
  end, 50)
  log("analysed: " .. tostring(result.analysed))

  local line = tonumber(os.getenv("MCALENS_HOVER_LINE") or "0")
  vim.api.nvim_win_set_cursor(0, { line + 1, 2 })

  -- Statusline from mcalens/regionAt (normally on CursorHold).
  vim.cmd("doautocmd CursorHold")
  vim.wait(timeout, function()
    return mcalens.statusline():find("IPC") ~= nil
  end, 50)
  result.statusline = mcalens.statusline()
  log("statusline: " .. result.statusline)

  -- :McalensReport opens the llvm-mca style report the server wrote.
  vim.cmd("McalensReport")
  local report_buf
  vim.wait(timeout, function()
    for _, b in ipairs(vim.api.nvim_list_bufs()) do
      if vim.api.nvim_buf_get_name(b):find("%.mca%.txt$") and vim.api.nvim_buf_is_loaded(b) then
        report_buf = b
        return true
      end
    end
    return false
  end, 50)
  if report_buf then
    result.report_name = vim.api.nvim_buf_get_name(report_buf)
    result.report_text = table.concat(vim.api.nvim_buf_get_lines(report_buf, 0, -1, false), "\n")
  end
  log("report: " .. tostring(result.report_name))

  -- :McalensCpu znver4 applies to the file for the session and does not edit it ...
  vim.cmd("buffer " .. buf)
  vim.cmd("McalensCpu znver4")
  local params = { uri = vim.uri_from_bufnr(buf), position = { line = line, character = 2 } }
  local function current_cpu()
    for _, r in pairs(vim.lsp.buf_request_sync(buf, "mcalens/regionAt", params, 5000) or {}) do
      if type(r.result) == "table" then
        return r.result.cpu
      end
    end
    return nil
  end
  vim.wait(timeout, function()
    return current_cpu() == "znver4"
  end, 200)
  result.head_after_set_cpu = vim.api.nvim_buf_get_lines(buf, 0, 3, false)
  result.modified_after_set_cpu = vim.bo[buf].modified
  result.cpu_after_set_cpu = current_cpu()
  -- ... and :McalensCpu! znver4 writes the directive through a workspace edit.
  vim.cmd("McalensCpu! znver4")
  vim.wait(timeout, function()
    return table.concat(vim.api.nvim_buf_get_lines(buf, 0, 5, false), "\n"):find("znver4") ~= nil
  end, 50)
  result.head_after_write_cpu = vim.api.nvim_buf_get_lines(buf, 0, 3, false)
  log("set cpu")

  -- :McalensToggleHints flips the server's switch (the answer is shown with vim.notify).
  local notified = {}
  local notify = vim.notify
  vim.notify = function(msg, ...)
    table.insert(notified, msg)
    return notify(msg, ...)
  end
  vim.cmd("McalensToggleHints")
  vim.wait(timeout, function()
    return #notified > 0
  end, 50)
  vim.notify = notify
  result.notifications = notified
  log("toggled hints")
end

local ok, err = pcall(run)
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
local f = assert(io.open(assert(os.getenv("MCALENS_RESULT_JSON")), "w"))
f:write(vim.fn.json_encode(result))
f:close()
vim.cmd("qa!")
