import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureWrk, luaString, parseWrkResult, runWrk } from "./wrk.mjs";

// bench:load's client: Debian's wrk (installed by `npm test` when missing), run for real against
// a local node:http server that checks what it receives.

const tricky = 'Block "7"\\\n7 ñ — ’ 0';
let server: Server;
let origin: string;
const received = { posts: 0, badBodies: 0, agents: new Set<string>() };

beforeAll(async () => {
  server = createServer((req, res) => {
    received.agents.add(req.headers["user-agent"] ?? "");
    if (req.url === "/fail") return void res.writeHead(500).end("no");
    if (req.method !== "POST") return void res.writeHead(200, { "Content-Type": "text/plain" }).end("x".repeat(1000));
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.posts++;
      const match = /^(\d{10}):(.*)$/s.exec(body);
      if (!match || match[2] !== tricky) received.badBodies++;
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("wrk, as bench:load runs it", () => {
  let wrk = "wrk";
  beforeAll(() => {
    wrk = ensureWrk();
  });

  it("counts answers, bytes and latency, and the headers it was given reach the server", async () => {
    const result = await runWrk({ wrk, url: `${origin}/`, connections: 2, duration: 1, headers: { "User-Agent": "bench-phone" } });
    expect(result.requests).toBeGreaterThan(100);
    expect(result.requestsPerSecond).toBeGreaterThan(100);
    expect(result.bytesPerAnswer).toBeGreaterThan(1000);
    expect(result.p99Ms).toBeGreaterThan(0);
    expect(result.statusErrors + result.socketErrors + result.timeouts).toBe(0);
    expect([...received.agents]).toEqual(["bench-phone"]);
  });

  it("counts every 4xx-5xx answer as an error", async () => {
    const result = await runWrk({ wrk, url: `${origin}/fail`, connections: 1, duration: 1 });
    expect(result.requests).toBeGreaterThan(0);
    expect(result.statusErrors).toBe(result.requests);
  });

  it("sends a body written with luaString byte for byte (quotes, backslashes, digits after escapes, UTF-8)", async () => {
    const lua = `
local counter = 0
request = function()
  counter = counter + 1
  return wrk.format("POST", "/post", nil, string.format("%010d", counter) .. ":" .. ${luaString(tricky)})
end`;
    const result = await runWrk({ wrk, url: `${origin}/post`, connections: 1, duration: 1, lua });
    expect(result.requests).toBeGreaterThan(0);
    expect(received.posts).toBeGreaterThanOrEqual(result.requests);
    expect(received.badBodies).toBe(0);
  });

  it("fails loudly when the script does not load, instead of measuring nothing", async () => {
    await expect(runWrk({ wrk, url: `${origin}/`, connections: 1, duration: 1, lua: "request = function( broken" })).rejects.toThrow(/no summary/);
  });

  it("refuses output without the summary line", () => {
    expect(() => parseWrkResult("Running 1s test @ http://127.0.0.1/\n")).toThrow(/no summary/);
  });
});
