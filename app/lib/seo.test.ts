import { describe, expect, it } from "vitest";
import { business } from "#common/business.ts";
import { businessDefaults } from "#common/business-defaults.ts";
import { buildMeta, defaultKeywords } from "./seo";

type Descriptor = Record<string, unknown>;
const find = (meta: Descriptor[], key: string, value: string) => meta.find((m) => m[key] === value);

describe("buildMeta", () => {
  const meta = buildMeta({ matches: [], title: "Services", description: "Two packages for families.", path: "/services" }) as Descriptor[];

  it("sets the title with the business name, the description and default keywords", () => {
    expect(meta[0]).toEqual({ title: `Services | ${business.name}` });
    expect(find(meta, "name", "description")?.content).toBe("Two packages for families.");
    expect(find(meta, "name", "keywords")?.content).toBe(defaultKeywords.join(", "));
  });

  it("uses the canonical host from settings for canonical and Open Graph URLs", () => {
    expect(find(meta, "rel", "canonical")?.href).toBe(`${business.siteUrl}/services`);
    expect(find(meta, "property", "og:url")?.content).toBe(`${business.siteUrl}/services`);
  });

  it("shares the logo image by default", () => {
    expect(find(meta, "property", "og:image")?.content).toBe(`${business.siteUrl}/images/og-default.png`);
    expect(find(meta, "name", "twitter:image")?.content).toBe(`${business.siteUrl}/images/og-default.png`);
  });

  it("is indexable unless told otherwise", () => {
    expect(find(meta, "name", "robots")?.content).toBe("index, follow");
    const hidden = buildMeta({ matches: [], title: "x", description: "y", path: "/x", noIndex: true }) as Descriptor[];
    expect(find(hidden, "name", "robots")?.content).toBe("noindex, nofollow");
  });

  it("always carries Organization, Person and WebSite records, and breadcrumbs off the home page", () => {
    const graph = (meta.find((m) => "script:ld+json" in m)?.["script:ld+json"] as { "@graph": Array<Record<string, unknown>> })["@graph"];
    expect(graph.map((node) => node["@type"])).toEqual(["Organization", "Person", "WebSite", "BreadcrumbList"]);
    const crumbs = graph[3] as { itemListElement: Array<{ name: string; position: number; item: string }> };
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${business.siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Services", item: `${business.siteUrl}/services` },
    ]);
    const home = buildMeta({ matches: [], title: "Home", description: "d", path: "/" }) as Descriptor[];
    const homeGraph = (home.find((m) => "script:ld+json" in m)?.["script:ld+json"] as { "@graph": Array<Record<string, unknown>> })["@graph"];
    expect(homeGraph.map((node) => node["@type"])).toEqual(["Organization", "Person", "WebSite"]);
  });

  it("names the contact email, social page and founder the root loader read for this request, not the built-in ones", () => {
    const details = { ...businessDefaults, videos: [...businessDefaults.videos], contactEmail: "owner@example.org", socialUrl: "https://social.example/kp", founderName: "Ana Ruiz" };
    const withDetails = buildMeta({ matches: [{ id: "root", data: { business: details } }], title: "x", description: "y", path: "/x" }) as Descriptor[];
    const graph = (withDetails.find((m) => "script:ld+json" in m)?.["script:ld+json"] as { "@graph": Array<Record<string, unknown>> })["@graph"];
    expect(graph[0]).toMatchObject({ "@type": "Organization", email: "owner@example.org", sameAs: ["https://social.example/kp", businessDefaults.newsletterUrl] });
    expect(graph[1]).toMatchObject({ "@type": "Person", name: "Ana Ruiz" });
  });

  it("appends page-specific records", () => {
    const withService = buildMeta({
      matches: [],
      title: "S",
      description: "d",
      path: "/services",
      jsonLd: [{ "@type": "Service", name: "Design Your Library" }],
    }) as Descriptor[];
    const graph = (withService.find((m) => "script:ld+json" in m)?.["script:ld+json"] as { "@graph": Array<Record<string, unknown>> })["@graph"];
    expect(graph.at(-1)).toEqual({ "@type": "Service", name: "Design Your Library" });
  });
});

describe("both languages in the head", () => {
  it("links the page in each language, English as the default, on every indexable page", () => {
    const alternates = buildMeta({ matches: [], title: "Services", description: "d", path: "/services" }).filter(
      (tag) => "rel" in tag && tag.rel === "alternate",
    ) as { hrefLang: string; href: string }[];
    expect(alternates.map((tag) => [tag.hrefLang, tag.href])).toEqual([
      ["en", `${business.siteUrl}/services`],
      ["es", `${business.siteUrl}/es/services`],
      ["x-default", `${business.siteUrl}/services`],
    ]);
    const home = buildMeta({ matches: [], title: "Home", description: "d", path: "/" }).filter((tag) => "rel" in tag && tag.rel === "alternate") as { href: string }[];
    expect(home.map((tag) => tag.href)).toEqual([`${business.siteUrl}/`, `${business.siteUrl}/es`, `${business.siteUrl}/`]);
    expect(buildMeta({ matches: [], title: "404", description: "d", path: "/nope", noIndex: true }).some((tag) => "rel" in tag && tag.rel === "alternate")).toBe(false);
  });

  it("names its language for Open Graph and JSON-LD", () => {
    const meta = buildMeta({ matches: [], title: "Services", description: "d", path: "/services" });
    expect(meta).toContainEqual({ property: "og:locale", content: "en_US" });
    expect(meta).toContainEqual({ property: "og:locale:alternate", content: "es_US" });
    expect(JSON.stringify(meta)).toContain('"inLanguage":"en-US"');
  });
});
