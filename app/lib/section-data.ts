import type { AppLoadContext } from "react-router";

/**
 * Loads the data of a page section that may fail alone (board lists, side panels): a failure is
 * logged and answered with null, and the page shows `SectionError` in the section's place while
 * the rest of the page renders (issue 27; decision 0037 keeps whole-page failures on the error screen).
 * The failure is noted on the request, so the degraded answer is never stored or shared (decision 0083).
 */
export async function sectionData<T>(
  context: Pick<AppLoadContext, "services" | "requestId" | "degradedSections">,
  section: string,
  load: () => Promise<T>,
): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    context.services.logger.error({ err, reqId: context.requestId, section }, "page section failed");
    context.degradedSections?.push(section);
    return null;
  }
}
