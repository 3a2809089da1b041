import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("interactive-tools", "routes/interactive-tools.tsx"),
  route("research", "routes/research.tsx", [route(":studyId", "routes/research-study.tsx")]),
  route("mission", "routes/mission.tsx"),
  route("faq", "routes/faq.tsx"),
  route("founder", "routes/founder.tsx"),
  route("education", "routes/education.tsx"),
  route("activities", "routes/activities.tsx"),
  route("parenting", "routes/parenting.tsx"),
  route("community", "routes/community.tsx"),
  route("connect", "routes/connect.tsx"),
  route("discovery-call", "routes/discovery-call.tsx"),
  route("subscribe", "routes/subscribe.tsx"),
  route("schools", "routes/schools.tsx"),
  route("book-selection", "routes/book-selection.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("feedback", "routes/feedback.tsx"),
  route("news", "routes/news.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("events", "routes/events.tsx"),
  route("settings", "routes/settings.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("site.webmanifest", "routes/site-webmanifest.ts"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      // Inbox (issue 14)
      route("inbox", "routes/admin/inbox.tsx"),
      route("inbox/export.csv", "routes/admin/inbox-export.ts"),
      route("inbox/:kind/:id", "routes/admin/inbox-item.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
