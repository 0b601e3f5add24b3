-- Drives one benchmark scenario. BENCH_REQUESTS names a Lua file returning the scenario:
--   { requests = { {method, path, body|nil}, ... } }  -- picked at random, with replacement;
--                                                        html = true asks as a browser opening a page
--   { products = {first, last} }                       -- GET /api/eproduct/{random id}
--   { scopes = { {body, pages}, ... }, pageSize = n }   -- a random listing, a random page of it
-- and `done` prints one BENCH line of JSON for scripts/bench.mjs.
local scenario = dofile(os.getenv("BENCH_REQUESTS"))
local json = { ["Content-Type"] = "application/json" }
local browser = { ["Accept"] = "text/html", ["Accept-Encoding"] = "gzip, deflate, br" }

function init(args)
  math.randomseed(os.time() + math.floor(os.clock() * 1000000))
end

function request()
  if scenario.products then
    local id = math.random(scenario.products[1], scenario.products[2])
    return wrk.format("GET", "/api/eproduct/" .. id)
  end
  if scenario.scopes then
    local scope = scenario.scopes[math.random(#scenario.scopes)]
    local page = math.random(0, scope[2] - 1)
    local path = scenario.path .. "?pageNum=" .. page .. "&pageSize=" .. scenario.pageSize
    return wrk.format("POST", path, json, scope[1])
  end
  local r = scenario.requests[math.random(#scenario.requests)]
  if r[3] then
    return wrk.format(r[1], r[2], json, r[3])
  end
  if scenario.html then
    return wrk.format(r[1], r[2], browser)
  end
  return wrk.format(r[1], r[2])
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'BENCH {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"socketErrors":%d,"badStatus":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
