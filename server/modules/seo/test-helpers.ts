import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { validateXML } from "xmllint-wasm";

// The sitemaps.org 0.9 schema for url sets as the `sitemap` package ships it, checked by libxml2 (xmllint).
const urlsetXsd = readFileSync(createRequire(import.meta.url).resolve("sitemap/schema/sitemap.xsd"), "utf8");

/** What libxml2 finds wrong in a sitemap url set against the official XSD; empty when it is valid. */
export async function urlsetXsdErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: "sitemap.xml", contents: xml }], schema: [urlsetXsd] });
  return result.errors.map((error) => error.rawMessage);
}
