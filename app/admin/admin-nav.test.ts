import { describe, expect, it } from "vitest";
import { currentSection } from "./admin-nav";

describe("the back office's menu", () => {
  const items = [
    { to: "/admin", label: "Dashboard", end: true },
    { to: "/admin/inbox", label: "Inbox" },
    { to: "/admin/events", label: "Events" },
    { to: "/admin/privacy", label: "Privacy" },
  ];

  it("names the section a page belongs to, its own pages included", () => {
    const section = (path: string) => currentSection(items, path)?.label;
    expect(section("/admin")).toBe("Dashboard");
    expect(section("/admin/")).toBe("Dashboard");
    expect(section("/admin/inbox")).toBe("Inbox");
    expect(section("/admin/inbox/contact/3")).toBe("Inbox");
    expect(section("/admin/events/new")).toBe("Events");
    // Only whole path segments: /admin/eventsx is not under Events, and the dashboard is only itself.
    expect(section("/admin/eventsx")).toBeUndefined();
  });
});
