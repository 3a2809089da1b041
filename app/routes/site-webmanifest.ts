import { business } from "#common/business.ts";

export function loader() {
  const manifest = {
    name: business.name,
    short_name: business.name,
    start_url: "/",
    display: "browser",
    background_color: "#fbf6ec",
    theme_color: "#0f6e6e",
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/apple-touch-icon.png", sizes: "180x180", type: "image/png" },
    ],
  };
  return Response.json(manifest, { headers: { "Content-Type": "application/manifest+json; charset=utf-8" } });
}
