import { describe, expect, it } from "vitest";
import { z } from "zod";
import { lazySchema } from "./lazy-schema";

describe("lazySchema", () => {
  it("builds the schema on first use only, once", () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ name: z.string().min(1, "Required") });
    });
    expect(builds).toBe(0);
    expect(schema.safeParse({ name: "Ada" }).success).toBe(true);
    expect(schema.safeParse({ name: "" }).error?.issues[0]?.message).toBe("Required");
    expect(builds).toBe(1);
  });

  it("works as a part of another schema and keeps its type and class", () => {
    const inner = lazySchema(() => z.string().trim().toLowerCase());
    const outer = z.object({ email: inner });
    expect(outer.parse({ email: "  Ada@Example.COM " })).toEqual({ email: "ada@example.com" });
    expect(inner instanceof z.ZodString).toBe(true);
    expect(Object.keys(lazySchema(() => z.object({ a: z.string(), b: z.number() })).shape)).toEqual(["a", "b"]);
  });
});
