-- mcalens helpers for Neovim (0.7+): starts `mcalens serve` for .s / .S / .asm buffers and adds
--   :McalensReport            report of the region under the cursor (llvm-mca text, in a split)
--   :McalensCpu[!] [cpu]      the file's CPU for the session; with ! written into the file as a directive
--   :McalensCompare [cpu...]  compare the region on several CPUs (a Markdown table)
--   :[range]McalensAnalyze    report of the selected lines as one region (the buffer is not edited)
--   :McalensToggleHints       hide / show the inlay hints
-- and for C, C++, Rust and Fortran buffers (compiled by the server on open and on :w):
--   :McalensAssembly          the generated assembly in a vertical split, refreshed after each :w;
--                             the lines of the other side are highlighted as the cursor moves
--   :McalensGoto              jump between a source line and its assembly lines
-- and require("mcalens").statusline(): "skylake IPC 1.21 4.13c/it" for the region under the cursor.
--
--   vim.opt.runtimepath:append("/path/to/mcalens/editors/nvim")
--   require("mcalens").setup({ settings = { cpu = "znver4" } })
local M = {}

local defaults = {
  cmd = nil, -- default: { "mcalens", "serve" }, `mcalens` found on PATH
  patterns = { "*.s", "*.S", "*.asm" },
  -- source files the server compiles on save (loop cycles on the `for` line); {} turns it off
  source_patterns = { "*.c", "*.cc", "*.cpp", "*.cxx", "*.rs", "*.f", "*.f90", "*.F90", "*.f95", "*.f03", "*.f08" },
  settings = {
    cpu = "skylake",
    iterations = 100,
    autoRegions = "loops",
    hints = { latency = true, throughput = true, bottleneck = true },
    diagnostics = { parse = true, unsupported = true, regions = true, coverage = true, performance = false },
    timelineIterations = 10,
  },
  inlay_hints = true, -- Neovim 0.10+
  codelens = true,
}

M.config = vim.deepcopy(defaults)
local status = {} -- bufnr -> statusline text
local client_ids = {} -- the 0.7 fallback: root_dir -> client id

local function default_cmd()
  return { "mcalens", "serve" } -- found on PATH, as by every client (docs/editors.md)
end

--- The mcalens client attached to `bufnr`, or nil.
function M.client(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local clients
  if vim.lsp.get_clients then
    clients = vim.lsp.get_clients({ bufnr = bufnr, name = "mcalens" })
  else
    clients = vim.tbl_values(vim.lsp.buf_get_clients(bufnr))
  end
  for _, c in ipairs(clients) do
    if c.name == "mcalens" then
      return c
    end
  end
  return nil
end

local function request(bufnr, method, params, callback)
  local client = M.client(bufnr)
  if not client then
    vim.notify("mcalens: no language server attached to this buffer", vim.log.levels.WARN)
    return
  end
  local handler = function(err, result)
    if err then
      vim.notify("mcalens: " .. method .. ": " .. (err.message or vim.inspect(err)), vim.log.levels.ERROR)
    elseif type(result) == "table" and type(result.error) == "string" then
      vim.notify("mcalens: " .. result.error, vim.log.levels.ERROR)
    elseif callback then
      callback(result)
    end
  end
  if vim.fn.has("nvim-0.11") == 1 then
    client:request(method, params, handler, bufnr)
  else
    client.request(method, params, handler, bufnr)
  end
end
M.request = request

local function execute(bufnr, command, arguments, callback)
  request(bufnr, "workspace/executeCommand", { command = command, arguments = arguments }, callback)
end

local function cursor_position()
  local pos = vim.api.nvim_win_get_cursor(0)
  return { line = pos[1] - 1, character = pos[2] }
end

--- Calls `callback(region)` with the mcalens/regionAt answer for the cursor (nil outside regions).
function M.region_at(bufnr, callback)
  bufnr = bufnr or vim.api.nvim_get_current_buf()
  request(bufnr, "mcalens/regionAt", { uri = vim.uri_from_bufnr(bufnr), position = cursor_position() }, callback)
end

--- Opens a file the server wrote (report / comparison) unless a window already shows it
--- (Neovim 0.8+ also opens it through window/showDocument).
local function show_file(path)
  if not path then
    return
  end
  vim.defer_fn(function()
    for _, win in ipairs(vim.api.nvim_list_wins()) do
      if vim.api.nvim_buf_get_name(vim.api.nvim_win_get_buf(win)) == path then
        return
      end
    end
    vim.cmd("split " .. vim.fn.fnameescape(path))
  end, 100)
end

function M.report()
  local bufnr = vim.api.nvim_get_current_buf()
  M.region_at(bufnr, function(region)
    local index = type(region) == "table" and region.region or 0
    execute(bufnr, "mcalens.showReport", { vim.uri_from_bufnr(bufnr), index }, function(result)
      show_file(type(result) == "table" and result.path or nil)
    end)
  end)
end

--- The file's CPU: for the session (the buffer is not edited), or with `write` as a
--- `# mcalens: mcpu=` directive comment in the file.
function M.set_cpu(cpu, write)
  local bufnr = vim.api.nvim_get_current_buf()
  local uri = vim.uri_from_bufnr(bufnr)
  if cpu and cpu ~= "" then
    execute(bufnr, "mcalens.setCpu", { uri, cpu, write == true })
    return
  end
  -- The CPUs of this file's target (x86-64 or AArch64, decided by the server per file).
  request(bufnr, "mcalens/listCpus", { uri = uri }, function(cpus)
    vim.ui.select(cpus or {}, {
      prompt = "mcalens CPU",
      format_item = function(item)
        if item.model == "" then
          return item.cpu .. "  (no scheduling model)"
        end
        return item.cpu == item.model and item.cpu or (item.cpu .. "  (" .. item.model .. ")")
      end,
    }, function(choice)
      if choice then
        execute(bufnr, "mcalens.setCpu", { uri, choice.cpu, write == true })
      end
    end)
  end)
end

function M.compare(cpus)
  local bufnr = vim.api.nvim_get_current_buf()
  local function run(list)
    M.region_at(bufnr, function(region)
      local index = type(region) == "table" and region.region or 0
      execute(bufnr, "mcalens.compareCpus", { vim.uri_from_bufnr(bufnr), index, list }, function(result)
        show_file(type(result) == "table" and result.uri and vim.uri_to_fname(result.uri) or nil)
      end)
    end)
  end
  if cpus and #cpus > 0 then
    return run(cpus)
  end
  vim.ui.input({ prompt = "CPUs to compare: ", default = "skylake znver4 alderlake" }, function(text)
    if text and text ~= "" then
      run(vim.split(text, "[%s,]+", { trimempty = true }))
    end
  end)
end

function M.analyze(first, last)
  local bufnr = vim.api.nvim_get_current_buf()
  local range = { start = { line = first - 1, character = 0 }, ["end"] = { line = last - 1, character = 10000 } }
  -- An ephemeral region: the server answers with the report (the buffer is not edited).
  execute(bufnr, "mcalens.analyzeSelection", { vim.uri_from_bufnr(bufnr), range }, function(result)
    show_file(type(result) == "table" and result.path or nil)
  end)
end

-- Show Assembly: source buffer <-> assembly buffer, and the highlight of correlated lines.
local pairs_by_buf = {} -- bufnr -> { other = bufnr, source = bool }
local correlate_ns = vim.api.nvim_create_namespace("mcalens_correlate")

local function correlated(bufnr, callback)
  local pair = pairs_by_buf[bufnr]
  if not pair then
    return
  end
  local source_buf = pair.source and bufnr or pair.other
  local method = pair.source and "mcalens/sourceToAssembly" or "mcalens/assemblyToSource"
  local line = vim.api.nvim_win_get_cursor(0)[1] - 1
  request(source_buf, method, { uri = vim.uri_from_bufnr(bufnr), line = line }, function(result)
    local lines = {}
    if type(result) == "table" then
      lines = result.lines or (result.line and { result.line }) or {}
    end
    callback(pair.other, lines)
  end)
end

local function highlight(bufnr)
  correlated(bufnr, function(other, lines)
    if not vim.api.nvim_buf_is_loaded(other) then
      return
    end
    vim.api.nvim_buf_clear_namespace(other, correlate_ns, 0, -1)
    for _, l in ipairs(lines) do
      pcall(vim.api.nvim_buf_add_highlight, other, correlate_ns, "Visual", l, 0, -1)
    end
    local win = vim.fn.bufwinid(other)
    if win ~= -1 and lines[1] then
      pcall(vim.api.nvim_win_set_cursor, win, { lines[1] + 1, 0 })
    end
  end)
end

function M.goto_correlated()
  local bufnr = vim.api.nvim_get_current_buf()
  correlated(bufnr, function(other, lines)
    if not lines[1] then
      vim.notify("mcalens: no correlated line", vim.log.levels.INFO)
      return
    end
    local win = vim.fn.bufwinid(other)
    if win == -1 then
      vim.cmd("vsplit")
      vim.api.nvim_win_set_buf(0, other)
      win = vim.api.nvim_get_current_win()
    end
    vim.api.nvim_set_current_win(win)
    pcall(vim.api.nvim_win_set_cursor, win, { lines[1] + 1, 0 })
  end)
end

function M.show_assembly()
  local bufnr = vim.api.nvim_get_current_buf()
  -- false: the server does not send window/showDocument (the split is opened here)
  execute(bufnr, "mcalens.showAssembly", { vim.uri_from_bufnr(bufnr), false }, function(result)
    if type(result) ~= "table" or not result.path then
      return
    end
    local source_win = vim.api.nvim_get_current_win()
    local asm_buf = vim.fn.bufnr(result.path)
    if asm_buf == -1 or vim.fn.bufwinid(asm_buf) == -1 then
      vim.cmd("vsplit " .. vim.fn.fnameescape(result.path))
      asm_buf = vim.api.nvim_get_current_buf()
      vim.api.nvim_set_current_win(source_win)
    end
    vim.bo[asm_buf].autoread = true
    pairs_by_buf[bufnr] = { other = asm_buf, source = true }
    pairs_by_buf[asm_buf] = { other = bufnr, source = false }
    for _, b in ipairs({ bufnr, asm_buf }) do
      vim.api.nvim_create_autocmd("CursorMoved", {
        buffer = b,
        group = vim.api.nvim_create_augroup("mcalens_correlate_" .. b, { clear = true }),
        callback = function()
          highlight(b)
        end,
      })
    end
  end)
end

--- `mcalens/sourceAnalysed`: a saved source was compiled; lenses follow, a shown assembly reloads.
local function source_analysed(result)
  local bufnr = result and result.uri and vim.uri_to_bufnr(result.uri)
  if not bufnr or not vim.api.nvim_buf_is_loaded(bufnr) then
    return
  end
  vim.api.nvim_buf_call(bufnr, function()
    pcall(vim.lsp.codelens.refresh)
  end)
  local pair = pairs_by_buf[bufnr]
  if pair and vim.api.nvim_buf_is_loaded(pair.other) then
    vim.api.nvim_buf_call(pair.other, function()
      vim.cmd("checktime")
    end)
  end
end
M.source_analysed = source_analysed

function M.toggle_hints()
  execute(0, "mcalens.toggleHints", {}, function(result)
    if type(result) == "table" and result.hintsEnabled ~= nil then
      vim.notify("mcalens: inlay hints " .. (result.hintsEnabled and "on" or "off"))
    end
  end)
end

--- Statusline text for the current buffer (updated on CursorHold).
function M.statusline()
  return status[vim.api.nvim_get_current_buf()] or ""
end

local function update_status(bufnr)
  if not M.client(bufnr) then
    return
  end
  M.region_at(bufnr, function(r)
    if type(r) ~= "table" then
      status[bufnr] = M.config.settings.cpu
    elseif r.ready == false or r.ipc == nil then
      status[bufnr] = (r.cpu or "") .. " analysing…"
    else
      status[bufnr] = string.format("%s IPC %.2f %.2fc/it", r.cpu or "", r.ipc, r.cyclesPerIteration or 0)
    end
  end)
end

local function on_attach(bufnr)
  if M.config.inlay_hints and vim.lsp.inlay_hint then
    vim.lsp.inlay_hint.enable(true, { bufnr = bufnr })
  end
  if M.config.codelens then
    vim.api.nvim_create_autocmd({ "BufEnter", "InsertLeave", "BufWritePost" }, {
      buffer = bufnr,
      callback = function()
        pcall(vim.lsp.codelens.refresh)
      end,
    })
  end
  vim.api.nvim_create_autocmd("CursorHold", {
    buffer = bufnr,
    callback = function()
      update_status(bufnr)
    end,
  })
end

local function start(bufnr)
  local fname = vim.api.nvim_buf_get_name(bufnr)
  local root = vim.fn.fnamemodify(fname, ":p:h")
  local config = {
    name = "mcalens",
    cmd = M.config.cmd or default_cmd(),
    root_dir = root,
    settings = { mcalens = M.config.settings },
    init_options = { mcalens = M.config.settings },
    -- `mcalens/analysed`: the server finished an edit's analysis; lenses follow it without :w.
    handlers = {
      ["mcalens/sourceAnalysed"] = function(_, result)
        source_analysed(result)
      end,
      ["mcalens/analysed"] = function(err, result, ctx, config)
      -- A handler the user registered globally still runs.
      local global = vim.lsp.handlers["mcalens/analysed"]
      if global then
        pcall(global, err, result, ctx, config)
      end
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
    on_attach = function(_, b)
      on_attach(b)
    end,
  }
  if vim.lsp.start then
    return vim.lsp.start(config, { bufnr = bufnr })
  end
  local id = client_ids[root]
  if not id or vim.lsp.get_client_by_id(id) == nil then
    id = vim.lsp.start_client(config)
    client_ids[root] = id
  end
  if id then
    vim.lsp.buf_attach_client(bufnr, id)
  end
  return id
end
M.start = start

function M.setup(opts)
  M.config = vim.tbl_deep_extend("force", vim.deepcopy(defaults), opts or {})
  local group = vim.api.nvim_create_augroup("mcalens", { clear = true })
  vim.api.nvim_create_autocmd({ "BufReadPost", "BufNewFile" }, {
    group = group,
    pattern = M.config.patterns,
    callback = function(args)
      start(args.buf)
    end,
  })
  if #M.config.source_patterns > 0 then
    vim.api.nvim_create_autocmd({ "BufReadPost" }, {
      group = group,
      pattern = M.config.source_patterns,
      callback = function(args)
        start(args.buf)
      end,
    })
  end
  local function cmd(name, fn, o)
    vim.api.nvim_create_user_command(name, fn, o or {})
  end
  cmd("McalensReport", function()
    M.report()
  end)
  cmd("McalensCpu", function(a)
    M.set_cpu(a.args, a.bang)
  end, { nargs = "?", bang = true })
  cmd("McalensCompare", function(a)
    M.compare(a.fargs)
  end, { nargs = "*" })
  cmd("McalensAnalyze", function(a)
    M.analyze(a.line1, a.line2)
  end, { range = true })
  cmd("McalensToggleHints", function()
    M.toggle_hints()
  end)
  cmd("McalensAssembly", function()
    M.show_assembly()
  end)
  cmd("McalensGoto", function()
    M.goto_correlated()
  end)
  -- Buffers already open when setup() runs.
  for _, b in ipairs(vim.api.nvim_list_bufs()) do
    local name = vim.api.nvim_buf_get_name(b)
    if vim.api.nvim_buf_is_loaded(b) and (name:match("%.[sS]$") or name:match("%.asm$")) then
      start(b)
    elseif vim.api.nvim_buf_is_loaded(b) and #M.config.source_patterns > 0 and vim.tbl_contains(
      { "c", "cc", "cpp", "cxx", "rs", "f", "f90", "F90", "f95", "f03", "f08" }, vim.fn.fnamemodify(name, ":e")) then
      start(b)
    end
  end
end

return M
