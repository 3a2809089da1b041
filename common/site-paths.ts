/**
 * The back office's paths: /admin and below, in English only (a page's language: common/languages.ts).
 */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
