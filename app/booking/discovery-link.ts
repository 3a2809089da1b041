/**
 * The attribute of a plain link to /discovery-call that opens the booking dialog once the page has
 * hydrated (the header's, the menu's, the hero's booking links, any SiteLink there): no component
 * and no script of its own; before hydration and without JavaScript it is the link it is. The
 * listener is DiscoveryDialogProvider's.
 */
export const DISCOVERY_LINK_ATTRIBUTE = "data-discovery-call";
