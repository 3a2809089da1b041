/** The mark on a public page opened as a preview of the owner's draft (signed-in people only). */
export const sitePreview = {
  label: "Preview",
  text: "You are seeing your draft. Visitors still see the published page until you publish.",
  back: "Back to editing",
};
