import { locale } from "#common/content/locale.ts";
import type { QuizPackage } from "~/components/quiz/quiz-result-view";
import type { AppDatabase } from "#server/db/database.server";
import { packagesFor } from "#server/editing/packages-block.server";
import { publishedDocument } from "#server/editing/site-content.server";

/**
 * The packages as the owner published them, in the page's language, for the quiz pages' loaders
 * (the result names the recommended one with its price, issue 42). Their pages are kept under the
 * `site-content` stamp, so a new price shows at once.
 */
export async function quizPackages(db: AppDatabase): Promise<QuizPackage[]> {
  return packagesFor(await publishedDocument(db, "packages"), locale.language).packages.map(({ id, name, price, priceNote }) => ({ id, name, price, ...(priceNote ? { priceNote } : {}) }));
}
