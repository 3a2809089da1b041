import type { SiteBlock } from "#common/editing/site-content.ts";
import type { BlockEditor } from "./block-fields";
import { announcementEditor, businessEditor } from "./business-fields";
import { faqEditor } from "./faq-fields";
import { packagesEditor } from "./packages-fields";
import { programEditor } from "./program-fields";
import { termsEditor } from "./terms-fields";

/** Each block's editor (its fields, and their words in the error summary), by name: /admin/content/:block draws it. */
export const blockEditors: Record<SiteBlock, BlockEditor> = { packages: packagesEditor, faq: faqEditor, business: businessEditor, announcement: announcementEditor, program: programEditor, terms: termsEditor };
