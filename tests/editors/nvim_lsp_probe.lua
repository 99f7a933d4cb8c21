-- Headless Neovim probe for mcalens serve (used by tests/editors/test_neovim.py).
--
-- Reads its inputs from the environment, starts the server the way the documented Neovim setups do
-- (vim.lsp.start on Neovim >= 0.8, vim.lsp.start_client + buf_attach_client on older ones such as
-- Debian bookworm's 0.7.2), opens the assembly file, waits for published diagnostics, asks for a hover
-- (retrying while the server still says "analysing"), inlay hints, code lenses and the custom
-- requests, then writes everything it saw to MCALENS_RESULT_JSON and quits.
--
--   MCALENS_SERVER_CMD   JSON array, e.g. ["/usr/bin/python3", "-m", "mcalens", "serve"]
--   MCALENS_FILE         the .s file to open
--   MCALENS_HOVER_LINE   0-based line of an instruction to hover (default: first line with a tab)
--   MCALENS_RESULT_JSON  where to write the results
--   MCALENS_TIMEOUT_MS   overall wait budget per step (default 30000)

local result = {
  nvim_version = tostring(vim.version().major) .. "." .. tostring(vim.version().minor) .. "." .. tostring(vim.version().patch),
  started = false,
  initialized = false,
  publishes = {},
  diagnostics = {},
  hover = vim.NIL,
  hover_attempts = 0,
  inlay_hints = vim.NIL,
  code_lenses = vim.NIL,
  list_cpus = vim.NIL,
  region_at = vim.NIL,
  server_capabilities = vim.NIL,
  exit_code = vim.NIL,
  notifications = {},
  log = {},
  errors = {},
}

local t0 = vim.loop.hrtime()
local function log(msg)
  table.insert(result.log, string.format("%7.0f ms  %s", (vim.loop.hrtime() - t0) / 1e6, msg))
end

local function env(name, default)
  local v = os.getenv(name)
  if v == nil or v == "" then
    return default
  end
  return v
end

local out_path = env("MCALENS_RESULT_JSON", "mcalens-nvim-result.json")
local timeout = tonumber(env("MCALENS_TIMEOUT_MS", "30000"))

local function write_result()
  local f = assert(io.open(out_path, "w"))
  f:write(vim.fn.json_encode(result))
  f:close()
end

local function text_of_hover(h)
  if h == nil or h == vim.NIL or h.contents == nil then
    return ""
  end
  local c = h.contents
  if type(c) == "string" then
    return c
  end
  if c.value then
    return c.value
  end
  local parts = {}
  for _, item in ipairs(c) do
    table.insert(parts, type(item) == "string" and item or (item.value or ""))
  end
  return table.concat(parts, "\n")
end

local function run()
  local cmd = vim.fn.json_decode((assert(os.getenv("MCALENS_SERVER_CMD"), "MCALENS_SERVER_CMD not set")))
  local file = assert(os.getenv("MCALENS_FILE"), "MCALENS_FILE not set")
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  local uri = vim.uri_from_bufnr(buf)

  -- Record every publishDiagnostics for our file, including empty ones, then let Neovim handle it.
  local default_publish = vim.lsp.handlers["textDocument/publishDiagnostics"]
  local handlers = {
    ["textDocument/publishDiagnostics"] = function(err, params, ctx, config)
      if params and params.uri == uri then
        table.insert(result.publishes, { count = #params.diagnostics, version = params.version or vim.NIL })
        result.diagnostics = params.diagnostics
      end
      return default_publish(err, params, ctx, config)
    end,
    ["mcalens/analysed"] = function(_, params)
      table.insert(result.notifications, params or vim.NIL)
    end,
    -- Older Neovims don't know these refresh requests; answer them so the server isn't left waiting.
    ["workspace/inlayHint/refresh"] = function()
      return vim.NIL
    end,
    ["workspace/codeLens/refresh"] = function()
      return vim.NIL
    end,
  }

  local config = {
    name = "mcalens",
    cmd = cmd,
    root_dir = vim.fn.fnamemodify(file, ":p:h"),
    handlers = handlers,
    settings = { mcalens = { cpu = env("MCALENS_CPU", "skylake"), iterations = 100, autoRegions = "loops" } },
    init_options = { cpu = env("MCALENS_CPU", "skylake") },
    on_exit = function(code, signal)
      result.exit_code = code
      result.exit_signal = signal
    end,
  }

  local client_id
  if vim.lsp.start then
    client_id = vim.lsp.start(config, { bufnr = buf })
    log("started with vim.lsp.start")
  else
    client_id = vim.lsp.start_client(config)
    if client_id then
      vim.lsp.buf_attach_client(buf, client_id)
    end
    log("started with vim.lsp.start_client + buf_attach_client")
  end
  assert(client_id, "the LSP client did not start (is the command right?)")
  result.started = true

  local client
  local ok = vim.wait(timeout, function()
    client = vim.lsp.get_client_by_id(client_id)
    return client ~= nil and client.server_capabilities ~= nil and next(client.server_capabilities) ~= nil
  end, 50)
  assert(ok, "the server did not answer initialize within " .. timeout .. " ms")
  result.initialized = true
  log("initialized")
  result.server_capabilities = client.server_capabilities

  ok = vim.wait(timeout, function()
    return #result.publishes > 0
  end, 50)
  if not ok then
    table.insert(result.errors, "no textDocument/publishDiagnostics within " .. timeout .. " ms")
  end
  log("first diagnostics")
  -- Give the analysis (performance diagnostics) a moment to land after the parse diagnostics.
  -- mcalens serve announces its work with mcalens/analysed: phase "static" (instruction facts, in
  -- milliseconds) and then phase "full" once the simulation is done. Wait for the full one.
  local function simulated()
    for _, n in ipairs(result.notifications) do
      if type(n) == "table" and (n.phase == nil or n.phase == "full") then
        return true
      end
    end
    return false
  end
  if vim.wait(timeout, simulated, 50) then
    log("simulated (mcalens/analysed phase full)")
  else
    log("no mcalens/analysed full-phase notification within the budget; asking anyway")
  end

  log("analysed")
  local hover_line = tonumber(env("MCALENS_HOVER_LINE", "-1"))
  if hover_line < 0 then
    for i, l in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
      if l:match("^%s+%a") and not l:match("^%s*[#;.]") then
        hover_line = i - 1
        break
      end
    end
  end
  local line_text = vim.api.nvim_buf_get_lines(buf, hover_line, hover_line + 1, false)[1] or ""
  local col = (line_text:find("%a") or 1) - 1
  local position = { line = hover_line, character = col }
  result.hover_position = position

  local deadline = vim.loop.now() + timeout
  repeat
    result.hover_attempts = result.hover_attempts + 1
    local responses = vim.lsp.buf_request_sync(buf, "textDocument/hover", { textDocument = { uri = uri }, position = position }, timeout)
    local text = ""
    for _, r in pairs(responses or {}) do
      if r.err then
        table.insert(result.errors, "hover: " .. vim.inspect(r.err))
      elseif r.result then
        result.hover = r.result
        text = text_of_hover(r.result)
      end
    end
    result.hover_text = text
    if text ~= "" and not text:lower():find("analysing") then
      break
    end
    vim.wait(250)
  until vim.loop.now() > deadline

  log("hover answered")
  local function request(method, params)
    local responses = vim.lsp.buf_request_sync(buf, method, params, timeout)
    for _, r in pairs(responses or {}) do
      if r.err then
        table.insert(result.errors, method .. ": " .. vim.inspect(r.err))
      else
        return r.result == nil and vim.NIL or r.result
      end
    end
    return vim.NIL
  end

  local last = vim.api.nvim_buf_line_count(buf)
  result.inlay_hints = request("textDocument/inlayHint", {
    textDocument = { uri = uri },
    range = { start = { line = 0, character = 0 }, ["end"] = { line = last, character = 0 } },
  })
  result.code_lenses = request("textDocument/codeLens", { textDocument = { uri = uri } })
  result.list_cpus = request("mcalens/listCpus", {})
  result.region_at = request("mcalens/regionAt", { uri = uri, position = position })

  -- Neovim's own view of the diagnostics, as a user would see them.
  result.buffer_diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(result.buffer_diagnostics, { lnum = d.lnum, message = d.message, severity = d.severity, source = d.source or vim.NIL })
  end

  log("requests answered")
  vim.lsp.stop_client(client_id)
  vim.wait(5000, function()
    return result.exit_code ~= vim.NIL
  end, 50)
end

local ok, err = pcall(run)
log("done")
if not ok then
  table.insert(result.errors, tostring(err))
end
write_result()
vim.cmd("qa!")
